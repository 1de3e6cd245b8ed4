/**
 * dist/embed.js: the iframe page's one script, a classic script (not a module) holding the
 * element and the bridge, so the page also runs inside `<iframe sandbox="allow-scripts">`
 * served as plain static files.
 */
import { PatienceGame } from '../src/index.js';
import { startPage } from './bridge.js';

startPage(PatienceGame);
