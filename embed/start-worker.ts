/**
 * The iframe page's solver worker: `embed-solver.js` beside `embed.js`, a classic script started
 * through a blob: classic worker that imports it. Inside `<iframe sandbox="allow-scripts">` the
 * page has no origin of its own, so neither a worker from the file's URL nor a module import
 * without CORS headers would be allowed; `importScripts` is.
 */
import { solverScriptUrl } from './solver-url.js';

export function startSolverWorker(): Worker {
  const blob = URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(solverScriptUrl())});`], { type: 'text/javascript' }));
  const worker = new Worker(blob, { name: 'patience-games solver' });
  setTimeout(() => URL.revokeObjectURL(blob), 60_000);
  return worker;
}
