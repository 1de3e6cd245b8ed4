/** Files beside the iframe page's own script (`embed.js`), found while that script runs. */
const own = typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';

/** `name` (`embed-solver.js`, `embed-de.js`) beside `embed.js`. */
export function besideEmbed(name: string): string {
  const script = own || document.querySelector<HTMLScriptElement>('script[src$="embed.js"]')?.src || location.href;
  return new URL(name, script).href;
}

export const solverScriptUrl = (): string => besideEmbed('embed-solver.js');
