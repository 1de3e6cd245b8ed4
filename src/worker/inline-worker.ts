/**
 * Registers the solver worker inlined into the bundle as a Blob URL (Vite's
 * `?worker&inline`) as the page's solver worker, so `dist/patience-games.js`
 * stays one file and fetches nothing. The package entry imports this module for
 * that effect; modules loaded without Vite (@web/test-runner) leave it out, and
 * their clients run on the main thread unless given a worker factory.
 */
import SolverWorker from './solver-worker.ts?worker&inline';
import { setDefaultWorkerFactory } from './solver-client.js';

setDefaultWorkerFactory(() => new SolverWorker());
