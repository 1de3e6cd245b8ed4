/**
 * dist/embed.js: the iframe page's script, a classic script (not a module) holding the element,
 * every game and the bridge, so the page also runs inside `<iframe sandbox="allow-scripts">`
 * served as plain static files. The solver is `embed-solver.js` beside it, loaded by the worker
 * (embed/start-worker.ts), or by the page where no worker starts (embed/local-service.ts).
 */
import { PatienceGame } from '../src/index.js';
import { startPage } from './bridge.js';

startPage(PatienceGame);
