/**
 * `embed-<lang>.js`: one language's words for the iframe page, as a classic script. The build
 * swaps `./language-source.js` for that language's file (scripts/dist-build.mjs).
 */
import { pack } from './language-source.js';

(globalThis.patienceGamesLanguages ??= {})[pack.lang] = pack;
