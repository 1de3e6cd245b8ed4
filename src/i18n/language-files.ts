/** Each language but English is a file of its own, downloaded the first time a board speaks it. */
import type { LanguagePack } from './language-pack.js';
import type { Lang } from './types.js';

type Loader = () => Promise<{ pack: LanguagePack }>;

export const LANGUAGE_FILES: Record<Exclude<Lang, 'en'>, Loader> = {
  ru: () => import('./ru.js'),
  de: () => import('./de.js'),
  fr: () => import('./fr.js'),
  es: () => import('./es.js'),
  it: () => import('./it.js'),
  pt: () => import('./pt.js'),
  pl: () => import('./pl.js'),
  nl: () => import('./nl.js'),
  uk: () => import('./uk.js'),
  cs: () => import('./cs.js'),
  sv: () => import('./sv.js'),
  tr: () => import('./tr.js'),
  ja: () => import('./ja.js'),
  'zh-Hans': () => import('./zh-Hans.js'),
  ar: () => import('./ar.js'),
};
