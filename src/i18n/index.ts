/**
 * One message table per language. `<patience-game>` takes its language from its own `lang`
 * attribute, else the nearest ancestor with one, else `<html lang>`; anything but Russian is
 * English.
 */
import { en } from './en.js';
import { ru } from './ru.js';
import type { Lang, Messages } from './types.js';

export type { Lang, Messages, PileName } from './types.js';
export { en, ru };

export const MESSAGES: Readonly<Record<Lang, Messages>> = { en, ru };

/** The table for a BCP 47 tag ("ru", "ru-RU" → Russian; anything else → English). */
export function messagesFor(tag: string | null | undefined): Messages {
  return /^ru\b/i.test((tag ?? '').trim()) ? ru : en;
}

/** The language tag in force for an element: its own, its nearest ancestor's, or the document's. */
export function langOf(el: Element): string {
  const own = el.closest('[lang]')?.getAttribute('lang');
  if (own) return own;
  // Inside another component's shadow root: look past the host.
  const root = el.getRootNode();
  if (root instanceof ShadowRoot) return langOf(root.host);
  return el.ownerDocument?.documentElement.lang ?? '';
}

/** mm:ss, or h:mm:ss from an hour on. */
export function formatTime(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${String(m).padStart(2, '0')}:${ss}`;
}
