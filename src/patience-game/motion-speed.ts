/**
 * `--patience-speed`: a factor on the duration of every animation (card glides, flips, the deal,
 * the win, shakes, glows). `1` is the normal pace, `2` twice as slow, `0.5` twice as fast, and
 * `0` no motion at all, exactly as with `prefers-reduced-motion`. A value that is not a number
 * or is negative counts as `1`. CSS animations read the property directly; the card motion made
 * in script reads it from the element's computed style.
 */

/** The `--patience-speed` factor in force on `el`. */
export function speedOf(el: Element): number {
  if (typeof getComputedStyle !== 'function') return 1;
  const raw = getComputedStyle(el).getPropertyValue('--patience-speed').trim();
  if (raw === '') return 1;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : 1;
}
