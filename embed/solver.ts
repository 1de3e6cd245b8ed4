/**
 * dist/embed-solver.js: the iframe page's solver, a classic script with every game's rules and
 * solver in it. In a worker it answers the page (embed/start-worker.ts); on the page, where no
 * worker could start, it hands the page its `SolverService` (embed/local-service.ts).
 */
import { serve } from '../src/worker/serve.js';
import { SolverService } from '../src/worker/service.js';

declare const WorkerGlobalScope: (new () => unknown) | undefined;

if (typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope) {
  serve(globalThis as unknown as Parameters<typeof serve>[0]);
} else {
  (globalThis as { patienceGamesSolver?: typeof SolverService }).patienceGamesSolver = SolverService;
}
