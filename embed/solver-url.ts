/** `embed-solver.js`, beside the iframe page's own script (`embed.js`), found while that script runs. */
const own = typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';

export function solverScriptUrl(): string {
  const script = own || document.querySelector<HTMLScriptElement>('script[src$="embed.js"]')?.src || location.href;
  return new URL('embed-solver.js', script).href;
}
