/**
 * The iframe page's languages (in place of src/i18n/language-files.ts): each one is
 * `embed-<lang>.js` beside `embed.js`, a classic script that hands over its words, since a
 * sandboxed frame may load no module from its own server without CORS.
 */
import type { LanguagePack } from '../src/i18n/language-pack.js';
import type { Lang } from '../src/i18n/types.js';
import { besideEmbed } from './solver-url.js';

declare global {
  var patienceGamesLanguages: Partial<Record<Lang, LanguagePack>> | undefined;
}

type Loader = () => Promise<{ pack: LanguagePack }>;

const script = (lang: Exclude<Lang, 'en'>): Loader => {
  let loading: Promise<{ pack: LanguagePack }> | null = null;
  return () =>
    (loading ??= new Promise((resolve, reject) => {
      const el = document.createElement('script');
      el.src = besideEmbed(`embed-${lang}.js`);
      el.onload = () => {
        const pack = globalThis.patienceGamesLanguages?.[lang];
        if (pack) resolve({ pack });
        else reject(new Error(`embed-${lang}.js gave no words`));
      };
      el.onerror = () => {
        loading = null;
        reject(new Error(`embed-${lang}.js could not be loaded`));
      };
      document.head.append(el);
    }));
};

export const LANGUAGE_FILES: Record<Exclude<Lang, 'en'>, Loader> = {
  ru: script('ru'),
  de: script('de'),
  fr: script('fr'),
  es: script('es'),
  it: script('it'),
  pt: script('pt'),
  pl: script('pl'),
  nl: script('nl'),
  uk: script('uk'),
  cs: script('cs'),
  sv: script('sv'),
  tr: script('tr'),
  ja: script('ja'),
  'zh-Hans': script('zh-Hans'),
  ar: script('ar'),
};
