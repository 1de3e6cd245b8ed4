/**
 * The one-file bundle as its own solver worker.
 *
 * In a worker: runs the solver for the page, after giving the element's modules, evaluated
 * further down the same file, the two page names they touch when loaded (they are never used
 * here: nothing is rendered and no element is defined in a worker).
 *
 * On a page: the solver's worker is this very file, started from its own URL: from the page's
 * origin directly (allowed by a CSP such as `default-src 'self'`), from another origin (a CDN)
 * through a small blob: module worker that imports it, so the file is downloaded once and taken
 * from the cache. Where neither may start, the page runs the solver itself (solver-client.ts).
 */
import { serve } from './serve.js';
import { setDefaultWorkerFactory } from './solver-client.js';

declare const WorkerGlobalScope: (new () => unknown) | undefined;
const inWorker = typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope;

if (inWorker) {
  const scope = globalThis as unknown as Record<string, unknown>;
  // Lit's modules extend HTMLElement and make a tree walker when they are evaluated.
  scope.HTMLElement ??= class {};
  scope.document ??= { createTreeWalker: () => ({}) };
  serve(globalThis as unknown as Parameters<typeof serve>[0]);
} else if (typeof location !== 'undefined' && typeof Worker !== 'undefined') {
  const url = import.meta.url;
  setDefaultWorkerFactory(() => {
    if (new URL(url).origin === location.origin) return new Worker(url, { type: 'module', name: 'patience-games solver' });
    const blob = URL.createObjectURL(new Blob([`import ${JSON.stringify(url)};`], { type: 'text/javascript' }));
    const worker = new Worker(blob, { type: 'module', name: 'patience-games solver' });
    // The worker has fetched its script long before this.
    setTimeout(() => URL.revokeObjectURL(blob), 60_000);
    return worker;
  });
}
