/**
 * The iframe page's solver on the page itself, for when no worker can start: `embed-solver.js`
 * (the worker's own script) added as a classic script, which, outside a worker, hands the page
 * its `SolverService`. The solver's code is downloaded then, once, as it would be by the worker.
 */
import type { LocalService } from '../src/worker/local-service.js';
import { solverScriptUrl } from './solver-url.js';

declare global {
  var patienceGamesSolver: LocalService | undefined;
}

let loading: Promise<LocalService> | null = null;

export const loadLocalService = (): Promise<LocalService> =>
  (loading ??= new Promise<LocalService>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = solverScriptUrl();
    script.onload = () =>
      globalThis.patienceGamesSolver ? resolve(globalThis.patienceGamesSolver) : reject(new Error('embed-solver.js gave no solver'));
    script.onerror = () => reject(new Error('embed-solver.js could not be loaded'));
    document.head.append(script);
  }));
