/**
 * The shape of a message table: every word `<patience-game>` shows or says, in one place per
 * language. Card codes are the API's (`QH`, `TS`, `RJ`); pile names are the layout's keys.
 */

/** The languages a board speaks (docs/API.md "Languages"); `ar` reads right to left. */
export type Lang = 'en' | 'ru' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'pl' | 'nl' | 'uk' | 'cs' | 'sv' | 'tr' | 'ja' | 'zh-Hans' | 'ar';

/**
 * Names a layout may give a pile (see `src/render/layout.ts`): the shared tables name the piles
 * many games have (stock, waste, foundation, tableau, reserve, discard, pile, column, freeCell,
 * cell, hole, envelope, pyramidCard, peakCard); a game may name its own in its words.
 */
export type PileName = string;

/** A pile's name in a game's words: one word, or (languages with cases) its name and its form as a move's goal. */
export type PileWord = string | readonly [name: string, goal: string];

export interface Messages {
  readonly lang: Lang;
  /** The name of the game whose words the table holds ('' for the shared table alone). */
  readonly game: string;

  // ---- cards and piles ----
  /** "Queen of hearts", "9 of spades", "Red joker". */
  card(code: string): string;
  /** A face-down card's accessible name. */
  readonly faceDown: string;
  /** "5 cards", "1 card". */
  cards(n: number): string;
  /** "Tableau 3" (`n` is 1-based; omitted for single piles like the stock). */
  pile(name: PileName, n?: number): string;
  /** The pile as the goal of a move, mid-sentence: "tableau 3" ("стопку 3"). */
  pileTo(name: PileName, n?: number): string;
  /** A pile's accessible name: "Tableau 3, 5 cards, top: 9 of spades". */
  pileLabel(pile: string, count: number, top: string | null): string;
  /** Appended to a pile's name while it can take what is held, its separator first (", can take it"). */
  readonly canTake: string;
  /** Appended to the name of the pile whose cards are held, its separator first. */
  readonly holding: string;

  // ---- moves in words (patience-move's description, the live region) ----
  move(card: string, count: number, to: string): string;
  deal(card: string | null, count: number): string;
  readonly recycle: string;
  /** A row dealt from the stock, one card onto each of `count` piles. */
  row(count: number): string;
  cover(a: string, b: string): string;
  pair(a: string, b: string): string;
  /** Appended when a face-down card turned up: ", 4 of diamonds turned up". */
  turnedUp(card: string): string;
  /** Appended when cards went to a foundation by themselves, as part of the move (a completed run): ", a run of 13 cards went to foundation 2". */
  wentHome(count: number, to: string): string;

  // ---- board ----
  /** The board's accessible name. */
  board(game: string): string;
  /** How to play with keys (the board's description). */
  readonly keysHelp: string;
  /** The Control key's name on the language's keyboards, where it is not "Ctrl" (German "Strg"). */
  readonly ctrl?: string;
  readonly toolbar: {
    readonly label: string;
    readonly newGame: string;
    readonly undo: string;
    readonly redo: string;
    readonly hint: string;
    readonly auto: string;
  };
  readonly status: { readonly moves: string; readonly time: string; readonly label: string };

  // ---- what the live region says ----
  dealt(game: string, seed: number): string;
  /** A whole sentence, its full stop included (what to do next follows it). */
  picked(card: string, count: number): string;
  readonly chooseTarget: string;
  readonly choosePartner: string;
  cantMove(card: string): string;
  cantPlace(card: string, pile: string): string;
  readonly putBack: string;
  undone(moveCount: number): string;
  redone(moveCount: number): string;
  hint(description: string): string;
  readonly noHint: string;
  liftChoice(card: string, count: number): string;
  /** Envelopes: the button that shows the closed card under a top card. */
  peek(card: string): string;
  /** Envelopes: what a peek showed. */
  peeked(top: string, under: string): string;

  // ---- the solver (status verdict, `winnable` deals) and Joker's stand-ins ----
  readonly verdict: {
    /** The verdict's accessible label in the status line. */
    readonly label: string;
    /** The position can be won (the solver has a winning line). */
    readonly winnable: string;
    /** After moves: the game can no longer be won. */
    readonly lost: string;
    /** At the deal: this deal cannot be won. */
    readonly unwinnable: string;
    /** The solver could not decide within its time. */
    readonly unknown: string;
    /** Before the first verdict on a deal. */
    readonly checking: string;
    /** Said politely when the game stops being winnable. */
    readonly lostNow: string;
  };
  /** `winnable`: shown while the element looks for a deal the solver can win. */
  readonly finding: string;
  /** Shown while a game's code is on its way. */
  readonly loading: string;
  /**
   * Joker: a joker's name with the card it stands for ("Red joker, standing for a black 9");
   * `rank` is a rank character of the card codes (`7` … `9`, `T`, `J`, `Q`, `K`), null for any card.
   */
  jokerStandsFor(joker: string, rank: string | null, red: boolean): string;
  /** Joker: the badge on a joker that may stand for any card. */
  readonly anyCard: string;

  // ---- endings and messages ----
  readonly wonTitle: string;
  won(moves: number, time: string): string;
  readonly lostTitle: string;
  readonly lost: string;
  readonly promptTitle: string;
  prompt(variants: readonly string[]): string;
  readonly errorTitle: string;
  badVariant(value: string, variants: readonly string[]): string;
  badSeed(value: string, max: number): string;
  /** A game's code could not be downloaded (`reason`: the browser's words). */
  /** The page's description of a game (an inline script) is refused: its problems, each at its pointer. */
  badGame(variant: string, problems: string): string;
  loadFailed(variant: string, reason: string): string;
  badOption(name: string, value: string, game: string, allowed: readonly (string | number)[] | string): string;
  /** A refused `restore()`: the engine's code and its English message. */
  badState(code: string, engineMessage: string): string;
  /** `persist`: the saved game could not be resumed, so a new one was dealt (`reason`: English, mid-sentence). */
  savedGameRefused(code: string, reason: string): string;
  /** `persist`: the browser's storage refuses; the game goes on unsaved. */
  readonly storageUnavailable: string;
}
