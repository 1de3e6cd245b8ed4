/**
 * The element and what comes with it, shared by the package entry (index.ts) and the one-file
 * bundle (bundle.ts), which differ only in how they start the solver's worker.
 *
 * Importing this module defines `<patience-game>` (once, even if the module is loaded twice)
 * and gives the element class, its event classes and the public types.
 */
import { PatienceGame } from './patience-game/patience-game.js';

/** The `<patience-game>` element class. */
export { PatienceGame };
export type { AnalyzeResult, PatienceGameState } from './patience-game/patience-game.js';
export * from './events.js';
export type { GameState, PileState, CardState, MoveJSON } from './engine/state.js';
export type { PileKind, MoveKind } from './engine/types.js';
export { REGISTRY, VARIANTS, OPTION_NAMES, type Variant, type OptionName, type GameEntry } from './games/registry.js';
export type { GameModule } from './games/game-module.js';
export type { GameLayout, PilePlace, Fan } from './render/layouts.js';
export { en, loadLanguage, messagesFor, type Lang, type Messages } from './i18n/index.js';

// On a server (no DOM) Lit's Node build gives a stand-in registry; with none at all, nothing is defined.
if (typeof customElements !== 'undefined' && !customElements.get('patience-game')) customElements.define('patience-game', PatienceGame);
