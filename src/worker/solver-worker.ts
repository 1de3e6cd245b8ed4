/** The solver's worker on its own (the package's inlined worker): it only answers the page's `SolverClient`. */
import { serve } from './serve.js';

serve(self as unknown as Parameters<typeof serve>[0]);
