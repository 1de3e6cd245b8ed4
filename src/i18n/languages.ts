/**
 * Which of the board's languages a BCP 47 tag asks for. Regional tags take their language
 * (`de-AT` → `de`, `pt-BR` → `pt`); Chinese in any script or region takes Simplified Chinese
 * (`zh-TW` and `zh-Hant` too: a reader of Traditional characters reads Simplified ones far more
 * easily than English).
 */
import { LANGUAGE_FILES } from './language-files.js';
import type { Lang } from './types.js';

/** Every language, English first (docs/API.md "Languages"). */
export const LANGS = ['en', ...Object.keys(LANGUAGE_FILES)] as readonly Lang[];

/** The language `tag` asks for; null for a language the board does not speak (or no tag). */
export function langFor(tag: string | null | undefined): Lang | null {
  const base = (tag ?? '').trim().split(/[-_]/)[0].toLowerCase();
  const lang = base === 'zh' ? 'zh-Hans' : base;
  return lang === 'en' || Object.hasOwn(LANGUAGE_FILES, lang) ? (lang as Lang) : null;
}

/** The first of the browser's languages the board speaks, else English. */
export const browserLang = (): Lang => (globalThis.navigator?.languages ?? []).map(langFor).find(Boolean) ?? 'en';

/** The element that gives `el` its language: itself or its nearest ancestor with a `lang`, across shadow roots. */
export function langSource(el: Element | null): Element | null {
  while (el && !el.getAttribute('lang')) el = el.parentElement ?? ((el.getRootNode() as ShadowRoot).host || null);
  return el;
}

export const dirOf = (lang: Lang): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');
