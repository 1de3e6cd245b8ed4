/**
 * Starts the solver's worker: `solver-worker.js`, the file beside this module. Written in the one
 * form that Vite, webpack 5, Rollup and esbuild recognise, so an app that bundles the package emits
 * the worker as a file of its own. From another origin (`dist/` on a CDN) a page may not start a
 * worker from the file itself, so a blob: module worker imports it (one download, then the cache).
 */
const WORKER_FILE = './solver-worker.js';
const NAME = 'patience-games solver';

export function startSolverWorker(): Worker {
  if (new URL(import.meta.url).origin === location.origin) {
    return new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module', name: 'patience-games solver' });
  }
  // A variable, not a literal: bundlers leave this URL alone (it is only used from another origin).
  const url = new URL(WORKER_FILE, import.meta.url).href;
  const blob = URL.createObjectURL(new Blob([`import ${JSON.stringify(url)};`], { type: 'text/javascript' }));
  const worker = new Worker(blob, { type: 'module', name: NAME });
  // The worker has fetched its script long before this.
  setTimeout(() => URL.revokeObjectURL(blob), 60_000);
  return worker;
}
