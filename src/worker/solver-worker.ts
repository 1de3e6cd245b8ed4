/** The solver's worker (`solver-worker.js` beside the element's files): it answers the page's `SolverClient`. */
import { serve } from './serve.js';

serve(self as unknown as Parameters<typeof serve>[0]);
