/**
 * The events `<patience-game>` fires: typed details, one class per event, and the
 * `HTMLElementEventMap` / `DocumentEventMap` augmentation that lets host scripts write
 * `document.addEventListener('patience-win', (e) => e.detail.moves)` with full types.
 *
 * Every event is a `CustomEvent` with `bubbles: true` and `composed: true`, so listeners on the
 * element, on any ancestor or on `document` hear it.
 */
import type { EngineErrorCode, MoveJSON } from './engine/state.js';
import type { Statistics } from './patience-game/stats-store.js';

export type { EngineErrorCode, MoveJSON, Statistics };

/** Game options in play, e.g. `{ draw: 1, redeals: 0 }` for Klondike. */
export type GameOptions = Record<string, number | string>;

/**
 * What made a move: `play()` (`api`), a drag or tap, a key, or the element itself (`auto`:
 * auto-play, Finish). A hint only shows a move; the player then makes it, by one of the others.
 */
export type MoveSource = 'api' | 'pointer' | 'keyboard' | 'auto';

export interface PatienceDealDetail {
  variant: string;
  seed: number;
  options: GameOptions;
  /** `seed="daily"`: the UTC date (`YYYY-MM-DD`) whose daily deal this is. */
  daily?: string;
}

export interface PatienceMoveDetail {
  /** The move as `legalMoves()` lists it. */
  move: MoveJSON;
  /** The move in words, in the element's language ("Queen of hearts to tableau 3"). */
  description: string;
  /** Moves made in this game so far, this one included. */
  moveCount: number;
  /** What made the move. */
  source: MoveSource;
}

export interface PatienceHistoryDetail {
  /** Moves in play after the step. */
  moveCount: number;
}

export interface PatienceWinDetail {
  variant: string;
  seed: number;
  /** Moves it took (the move count at the win). */
  moves: number;
  /** Playing time from the first move of the deal to the win, in milliseconds. */
  durationMs: number;
}

export interface PatienceLostDetail {
  variant: string;
  seed: number;
  moves: number;
}

/**
 * Every `code` a `patience-error` carries: the engine's (a bad attribute, a bad `restore()` or
 * `newGame()` input) and the element's own (`persist`, `link`, `stats`, storage).
 */
export type PatienceErrorCode =
  | EngineErrorCode
  | 'bad-saved-game'
  | 'foreign-saved-game'
  | 'storage-unavailable'
  | 'bad-link'
  | 'bad-statistics'
  /** A game's code (or the words of a language) could not be downloaded: a network error, or a file that fails its integrity check. */
  | 'load-failed'
  /** The page's description of the game named by `variant` (`<script type="application/json" data-patience-game>`) is no game: its problems are in the message. */
  | 'bad-game';

export interface PatienceErrorDetail {
  /** A stable code: `bad-variant`, `bad-seed`, `bad-option`, `bad-state`, `missing-card`, `bad-link`, `bad-statistics`, … (`PatienceErrorCode`). */
  code: PatienceErrorCode;
  /** What is wrong and which values are allowed, in the element's language. */
  message: string;
  /** The attribute at fault, for attribute errors. */
  attribute?: string;
}

/** `patience-stats`: the statistics of a game and options changed (`stats`). */
export interface PatienceStatsDetail {
  variant: string;
  options: GameOptions;
  /** The record of daily deals (`seed="daily"`) rather than of other deals. */
  daily: boolean;
  /** The record of `winnable` deals. */
  winnable: boolean;
  /** The record after the change. */
  statistics: Statistics;
  /** What changed it: a game won, a game left unwon (a new deal after moves), or `resetStatistics()`. */
  reason: 'won' | 'abandoned' | 'reset';
}

const init = <T>(detail: T): CustomEventInit<T> => ({ detail, bubbles: true, composed: true });

/** `patience-deal`: a game was dealt (first render, `newGame()`, an attribute change). */
export class PatienceDealEvent extends CustomEvent<PatienceDealDetail> {
  constructor(detail: PatienceDealDetail) {
    super('patience-deal', init(detail));
  }
}

/** `patience-move`: a move was applied, whatever made it. */
export class PatienceMoveEvent extends CustomEvent<PatienceMoveDetail> {
  constructor(detail: PatienceMoveDetail) {
    super('patience-move', init(detail));
  }
}

/** `patience-undo`: a move was taken back. */
export class PatienceUndoEvent extends CustomEvent<PatienceHistoryDetail> {
  constructor(detail: PatienceHistoryDetail) {
    super('patience-undo', init(detail));
  }
}

/** `patience-redo`: an undone move was played again. */
export class PatienceRedoEvent extends CustomEvent<PatienceHistoryDetail> {
  constructor(detail: PatienceHistoryDetail) {
    super('patience-redo', init(detail));
  }
}

/** `patience-win`: the game was won; fired once per deal. */
export class PatienceWinEvent extends CustomEvent<PatienceWinDetail> {
  constructor(detail: PatienceWinDetail) {
    super('patience-win', init(detail));
  }
}

/** `patience-lost`: no move is left and the game is not won. */
export class PatienceLostEvent extends CustomEvent<PatienceLostDetail> {
  constructor(detail: PatienceLostDetail) {
    super('patience-lost', init(detail));
  }
}

/** `patience-error`: a bad attribute value, bad `restore()` input or a bad `newGame()` seed. */
export class PatienceErrorEvent extends CustomEvent<PatienceErrorDetail> {
  constructor(detail: PatienceErrorDetail) {
    super('patience-error', init(detail));
  }
}

/** `patience-stats`: a game ended (won, or left unwon) or the statistics were reset (`stats`). */
export class PatienceStatsEvent extends CustomEvent<PatienceStatsDetail> {
  constructor(detail: PatienceStatsDetail) {
    super('patience-stats', init(detail));
  }
}

export interface PatienceEventMap {
  'patience-deal': PatienceDealEvent;
  'patience-move': PatienceMoveEvent;
  'patience-undo': PatienceUndoEvent;
  'patience-redo': PatienceRedoEvent;
  'patience-win': PatienceWinEvent;
  'patience-lost': PatienceLostEvent;
  'patience-error': PatienceErrorEvent;
  'patience-stats': PatienceStatsEvent;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends PatienceEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends PatienceEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface WindowEventMap extends PatienceEventMap {}
}
