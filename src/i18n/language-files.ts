/** Each language but English is a file of its own, downloaded the first time a board speaks it. */
import type { LanguagePack } from './language-pack.js';
import type { Lang } from './types.js';

type Loader = () => Promise<{ pack: LanguagePack }>;

export const LANGUAGE_FILES: Partial<Record<Exclude<Lang, 'en'>, Loader>> = {
  ru: () => import('./ru.js'),
  de: () => import('./de.js'),
};
