/**
 * A game as data: the rule vocabulary (docs/API.md "Games as data"). A description is plain
 * JSON; `game.schema.json` fixes its shape for people and tools, `problems()` (check.ts) its own
 * rules, and the compilers turn it into the engine's rules (compile-rules.ts), the board's layout
 * (render/describe-layout.ts) and the words (i18n/describe-words.ts). Nothing in it is code.
 */

/** A rank as players write it. */
export type RankWord = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K';
export type SuitWord = 'C' | 'D' | 'H' | 'S';

/** How a card goes onto another: one rank down, up, either way, the same rank, or not at all. */
export interface BuildWord {
  readonly rank: 'down' | 'up' | 'either' | 'same' | 'none';
  /** any suit; the same suit; alternate colours; another suit. Default: any. */
  readonly suit?: 'any' | 'same' | 'alternate' | 'other';
  /** K and A are neighbours (K on A building down, A on K building up). */
  readonly wrap?: boolean;
}

export interface DeckWord {
  /** Full decks shuffled together (1–4). Default 1. */
  readonly decks?: number;
  /** 52, or 36 (6 to A), or 32 (7 to A, the piquet deck). Default 52. */
  readonly cards?: 52 | 36 | 32;
  /** The suits in play (Spider's 1 and 2 suits): their copies make up the decks' cards. Default all four. */
  readonly suits?: readonly SuitWord[];
  /** Jokers added (0–2 per deck). */
  readonly jokers?: number;
}

export type PileKindWord = 'stock' | 'waste' | 'foundation' | 'tableau' | 'reserve' | 'discard';

/** Where a group's piles lie, in card slots (layout.ts). */
export interface PlaceWord {
  readonly x?: number;
  readonly y?: number;
  /** Offset from one pile of the group to the next. Default: one slot right. */
  readonly dx?: number;
  readonly dy?: number;
  /** Every pile's own place instead ([x, y] each). */
  readonly places?: readonly (readonly [number, number])[];
  readonly fan?: 'none' | 'down' | 'right' | 'left';
  /** Each pile's own fan, instead of `fan` (Congress' piles fanning outwards on either side). */
  readonly fans?: readonly ('none' | 'down' | 'right' | 'left')[];
  readonly room?: number;
  readonly step?: { readonly down: number; readonly up: number };
  readonly thick?: boolean;
  readonly count?: boolean;
  /** The mark where the pile is empty. */
  readonly empty?: 'foundation' | 'king' | 'none';
  /** Text in the empty mark; `base` for the foundations' base rank. */
  readonly emptyLabel?: string;
  /** The pile's name among the words (`tableau`, `column`, `hole`, …). Default: its kind. */
  readonly name?: string;
}

export interface PileGroupWord {
  readonly kind: PileKindWord;
  /** The ids' stem (`freecell` gives `freecell-0` …). Default: the kind. */
  readonly id?: string;
  /** How many piles. Default 1. */
  readonly count?: number;
  /** How cards are built on the top card; omitted: nothing is built here by hand. */
  readonly build?: BuildWord;
  /** What may be lifted: nothing, the top card, a run, any face-up card with what lies on it. */
  readonly moves?: 'none' | 'top' | 'runs' | 'any';
  /** How a run that moves is built, when not as `build` (Spider: down in suit). */
  readonly run?: BuildWord;
  /** A run no longer than free cells and empty piles could carry one card at a time. */
  readonly runLimit?: 'free-cells';
  /** What an empty pile takes: any card, nothing, or cards of one rank. Default: nothing. */
  readonly empty?: 'any' | 'none' | RankWord;
  /** An emptied pile is filled at once from the top of this pile (a group's id), or of the first of these that holds a card. */
  readonly refill?: string | readonly string[];
  /**
   * Jokers may lie here (the group builds down or up in alternating colours): each stands for the
   * card the build needs on what it lies on, a joker on a joker counting on; `back`: a joker left
   * on top when the card on it moves goes back at once to this group (the upper one first).
   */
  readonly jokers?: { readonly back?: string };
  /** Holds one card at most (a free cell). */
  readonly cell?: boolean;
  /** A face-down card left on top (or freed, where cards cover cards) turns face up. */
  readonly turnUp?: boolean;
  /** Foundations: the first card's rank, a rank, or `first` (the rank of the first card dealt to one). Default A. */
  readonly base?: RankWord | 'first';
  /** Foundations: each takes one whole run from base to end, going home at once. */
  readonly whole?: boolean;
  /** Foundations: the top card may come back. */
  readonly back?: boolean;
  /** Cards that lie on cards: for pile k of the group, the piles of the group lying on it. */
  readonly covers?: readonly (readonly number[])[];
  /** Stock: cards turned per deal onto the waste. */
  readonly draw?: number;
  /** Stock: times the waste goes back into the stock: a number or `unlimited`. */
  readonly redeals?: number | 'unlimited';
  /** Stock: deals a row, one card onto each pile of this group, instead of onto the waste. */
  readonly row?: string;
  /** Stock: a row is dealt only while no pile of its group is empty. */
  readonly rowNeedsFull?: boolean;
  /** Stock: its top card shows (and is free). */
  readonly showsTop?: boolean;
  readonly layout?: PlaceWord;
}

/** One step of the deal: cards from the shuffled deck onto a group's piles, row by row. */
export interface DealWord {
  /** The group (its id). */
  readonly to: string;
  /** Cards per pile: one number for every pile, or one per pile (missing: 0). */
  readonly cards: number | readonly number[];
  /** Of the cards each pile gets here, how many on top are face up (the rest face down). Default: all. */
  readonly up?: number | readonly number[];
  /** Cards of this rank are taken out of the deck first, one onto each pile (aces to the foundations). */
  readonly rank?: RankWord;
  /** With `rank`: only cards of this suit (one named card: A♠ is rank A, suit S). */
  readonly suit?: SuitWord;
  /** With `rank`: the cards go out in suit order (clubs, diamonds, hearts, spades), not as they lie in the deck. */
  readonly suitOrder?: boolean;
  /** Kings go to the bottom of each pile they were dealt to. */
  readonly kingsUnder?: boolean;
  /** Jokers this step deals go to this group instead, face up (each takes its turn in the row: its pile ends a card shorter). */
  readonly jokersTo?: string;
}

/**
 * Two free cards that match (ranks adding up to `sum`, a card of rank `sum` alone; or of the
 * same rank or suit) go to `to` together, or are both covered with a card each from `cover`.
 */
export interface PairsWord {
  readonly sum?: number;
  readonly same?: 'rank' | 'suit';
  readonly to?: string;
  /** The pile (a stock) whose top card covers the first of the two, its next card the second. */
  readonly cover?: string;
  /** With `same`: a player may look at the closed card under a free card whose match shows three times or more. */
  readonly peek?: boolean;
}

/** A free card beaten by a higher free card of its suit goes to `to` (ace high: A above K). */
export interface BeatenWord {
  readonly to: string;
  readonly acesHigh?: boolean;
}

export interface OptionWord {
  readonly name: string;
  /** The values allowed; `{ min, max, also }` for a whole number in a range or a word. */
  readonly values: readonly (number | string)[] | { readonly min: number; readonly max: number; readonly also?: readonly string[] };
  readonly default: number | string;
  /** The field it sets, as a JSON Pointer into the description (`/piles/0/draw`). */
  readonly sets: string;
  /** The value set for each option value, when not the option's value itself. */
  readonly map?: Readonly<Record<string, unknown>>;
}

/** A pile's name: one word, or (Russian) nominative and accusative. */
export type PileNameWord = string | readonly [string, string];
/** An option value in words: one text with `{value}`, or texts by value and by plural category (`one`, `few`, `other`, …). */
export type OptionText = string | Readonly<Record<string, string>>;

export interface WordsIn {
  readonly name: string;
  /** The rules in a few sentences. */
  readonly rules?: string;
  readonly piles?: Readonly<Record<string, PileNameWord>>;
  readonly options?: Readonly<Record<string, OptionText>>;
  readonly keys?: string;
}

export interface GameDescription {
  /** The variant's name: `[a-z][a-z0-9-]*`. */
  readonly id: string;
  readonly deck?: DeckWord;
  /** How a seed orders the deck: the project's shuffle, or Microsoft FreeCell's numbered deals. */
  readonly shuffle?: 'standard' | 'microsoft';
  readonly options?: readonly OptionWord[];
  /** Pile groups in the table's order. */
  readonly piles: readonly PileGroupWord[];
  /** The deal, step by step; what is left goes to the stock. */
  readonly deal: readonly DealWord[];
  readonly pairs?: PairsWord;
  /** A pile's top card goes to `to` when another pile's top card is a higher card of its suit. */
  readonly beaten?: BeatenWord;
  /**
   * Won when every card is on the foundations (default), when these groups are empty, or when
   * the cards left in play (not on foundations or discards) are all of one rank.
   */
  readonly win?: 'foundations' | { readonly empty: readonly string[] } | { readonly left: RankWord };
  /** A tap on a card plays its one move at once. */
  readonly oneTap?: boolean;
  readonly board: { readonly cols: number; readonly rows: number; readonly overlaps?: boolean };
  readonly words: { readonly en: WordsIn } & Readonly<Record<string, WordsIn>>;
}
