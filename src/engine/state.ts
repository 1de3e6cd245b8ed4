/**
 * The public state shape of docs/API.md ("The state") and its validation: the engine's integer
 * cards and indexed piles meet pile ids and card codes only here.
 */
import { cardCode, face, parseCode } from './cards.js';
import type { GameDefinition } from './game.js';
import type { Move, MoveKind, Options, PileKind, Rules, Table } from './types.js';

export interface CardState {
  code: string;
  faceUp: boolean;
}
export interface PileState {
  id: string;
  kind: PileKind;
  cards: CardState[];
}
export interface GameState {
  variant: string;
  seed: number;
  options: Record<string, number | string>;
  moveCount: number;
  won: boolean;
  lost: boolean;
  /** How many times the stock has been turned over again (games with redeals). */
  redealsUsed: number;
  piles: PileState[];
}

/** A move as host scripts see it: piles by id. */
export interface MoveJSON {
  kind: MoveKind;
  from: string;
  to: string;
  count: number;
  /** The second pile of a two-pile move (Two by Two's cover, Envelopes' pair). */
  pair?: string;
}

/** Why the engine refuses a deal or a state (the `code` of `patience-error` for bad input). */
export type EngineErrorCode =
  | 'bad-variant'
  | 'wrong-variant'
  | 'bad-seed'
  | 'bad-option'
  | 'bad-state'
  | 'bad-piles'
  | 'unknown-pile'
  | 'bad-card'
  | 'duplicate-card'
  | 'wrong-deck'
  | 'face-down-on-top'
  | 'missing-card'
  | 'impossible-position';

export interface EngineError {
  code: EngineErrorCode;
  message: string;
}

export function tableToPiles(rules: Rules, table: Table): PileState[] {
  return table.piles.map((p, i) => ({
    id: rules.specs[i].id,
    kind: rules.specs[i].kind,
    cards: p.cards.map((c, j) => ({ code: cardCode(c), faceUp: j >= p.down })),
  }));
}

export function moveToJSON(rules: Rules, m: Move): MoveJSON {
  const out: MoveJSON = { kind: m.kind, from: rules.specs[m.from].id, to: rules.specs[m.to].id, count: m.count };
  if (m.pair !== undefined) out.pair = rules.specs[m.pair].id;
  return out;
}

/** Parses options given as attributes or JSON; missing ones take their defaults. */
export function parseOptions(def: GameDefinition, raw: Record<string, unknown>): { options: Options } | { error: EngineError } {
  const options: Record<string, number | string> = {};
  for (const spec of def.options) {
    const given = raw[spec.name];
    if (given === undefined || given === null) {
      options[spec.name] = spec.default;
      continue;
    }
    const v = spec.parse(given);
    if (v === undefined) {
      const allowed = typeof spec.allowed === 'string' ? spec.allowed : spec.allowed.join(' or ');
      return {
        error: {
          code: 'bad-option',
          message: `"${String(given)}" is not a valid ${spec.name} for ${def.variant}: use ${allowed}.`,
        },
      };
    }
    options[spec.name] = v;
  }
  return { options };
}

const fail = (code: EngineErrorCode, message: string) => ({ error: { code, message } });

/**
 * Reads the `piles` of a state back into a table of `rules`, refusing anything
 * that cannot be a position of the game: unknown or missing piles, cards that
 * are not this deck's (each exactly once), face-down cards above face-up ones,
 * and whatever the game's own checks refuse.
 */
export function pilesToTable(rules: Rules, raw: unknown, redealsUsed: unknown): { table: Table } | { error: EngineError } {
  if (!Array.isArray(raw)) return fail('bad-state', 'The state has no "piles" list.');
  if (rules.shrinks ? raw.length < 1 || raw.length > rules.specs.length : raw.length !== rules.specs.length) {
    return fail(
      'bad-piles',
      `A ${rules.variant} table has ${rules.shrinks ? `1 to ${rules.specs.length}` : rules.specs.length} piles; this state has ${raw.length}.`,
    );
  }
  const remaining = new Map<number, number>();
  for (const c of rules.deck) remaining.set(face(c), (remaining.get(face(c)) ?? 0) + 1);
  const copiesSeen = new Map<number, number>();
  const piles = [];
  for (let i = 0; i < raw.length; i++) {
    const p = raw[i] as Record<string, unknown> | null;
    const spec = rules.specs[i];
    if (typeof p !== 'object' || p === null) return fail('bad-piles', `Pile ${i + 1} is not an object.`);
    if (p.id !== spec.id) return fail('unknown-pile', `Pile ${i + 1} should be "${spec.id}", not "${String(p.id)}".`);
    if (p.kind !== undefined && p.kind !== spec.kind)
      return fail('unknown-pile', `Pile "${spec.id}" is a ${spec.kind}, not a ${String(p.kind)}.`);
    if (!Array.isArray(p.cards)) return fail('bad-piles', `Pile "${spec.id}" has no "cards" list.`);
    const cards: number[] = [];
    let down = 0;
    for (const c of p.cards as unknown[]) {
      const o = c as Record<string, unknown> | null;
      const f = typeof o === 'object' && o !== null ? parseCode(o.code) : -1;
      if (f < 0 || typeof o!.faceUp !== 'boolean') {
        return fail('bad-card', `Pile "${spec.id}" holds something that is not a card: ${JSON.stringify(c)}.`);
      }
      const left = remaining.get(f) ?? 0;
      if (left === 0) {
        const code = String(o!.code);
        return rules.deck.some((d) => face(d) === f)
          ? fail('duplicate-card', `The card ${code} appears more often than the deck holds it.`)
          : fail('wrong-deck', `The card ${code} is not in the ${rules.variant} deck.`);
      }
      remaining.set(f, left - 1);
      const copy = copiesSeen.get(f) ?? 0;
      copiesSeen.set(f, copy + 1);
      if (!o!.faceUp) {
        if (down !== cards.length) return fail('face-down-on-top', `Pile "${spec.id}" has a face-down card above a face-up one.`);
        down++;
      }
      cards.push(f + 64 * copy);
    }
    piles.push({ cards, down });
  }
  const missing = [...remaining].filter(([, n]) => n > 0).map(([f]) => cardCode(f));
  if (missing.length) return fail('missing-card', `Cards are missing from the table: ${missing.join(' ')}.`);
  let redeals = 0;
  if (redealsUsed !== undefined) {
    if (!Number.isInteger(redealsUsed) || (redealsUsed as number) < 0 || (redealsUsed as number) > (rules.stock?.redeals ?? 0)) {
      return fail('bad-state', `"redealsUsed" must be a whole number from 0 to the redeals allowed.`);
    }
    redeals = redealsUsed as number;
  }
  const table: Table = { piles, redeals };
  const why = checkPiles(rules, table) ?? rules.validate(table);
  return why ? fail('impossible-position', why) : { table };
}

/** Checks every game shares: stock face down, open piles face up, built piles in order. */
function checkPiles(rules: Rules, table: Table): string | null {
  for (let i = 0; i < table.piles.length; i++) {
    const spec = rules.specs[i];
    const p = table.piles[i];
    const n = p.cards.length;
    // (A stock that turns its top card up, as Pyramid's, shows that one.)
    if (spec.kind === 'stock' && p.down !== n && !(spec.turnUp && p.down === n - 1)) return `The stock's cards must all be face down.`;
    // (A pile whose next card turns up, as a reserve dealt face down but for its top, may hold face-down cards.)
    if (spec.kind !== 'stock' && spec.kind !== 'tableau' && !spec.turnUp && p.down > 0)
      return `The cards of "${spec.id}" must all be face up.`;
    if (spec.turnUp && n > 0 && p.down === n) return `The top card of "${spec.id}" must be face up.`;
    if (spec.kind === 'foundation' && n > 0 && !spec.accepts) {
      if (spec.empty && !spec.empty(p.cards[0])) return `"${spec.id}" cannot start with ${cardCode(p.cards[0])}.`;
      for (let j = 1; j < n; j++) {
        if (!spec.fits!(p.cards[j - 1], p.cards[j])) return `"${spec.id}" is not built in order at ${cardCode(p.cards[j])}.`;
      }
    }
    // (Cards turned up one at a time lie in runs; a column dealt face up, as FreeCell's, need not,
    // nor one whose runs lift otherwise than its cards build (`accepts`, `runs`), nor one a
    // stock deals rows onto, face up, as Easthaven's.)
    const row = rules.mechanics?.row;
    const rowDealt = row != null && i >= row.first && i < row.end;
    if (spec.lift === 'run' && spec.turnUp && spec.fits && !spec.accepts && !spec.runs && !rowDealt) {
      for (let j = p.down + 1; j < n; j++) {
        if (!spec.fits(p.cards[j - 1], p.cards[j]))
          return `The face-up cards of "${spec.id}" are not built in order at ${cardCode(p.cards[j])}.`;
      }
    }
  }
  return null;
}

/**
 * A table as text, equal for equal positions (for spotting a position seen before), the copies of
 * a two-deck game's card alike.
 * `anyRedeals`: the redeals used are left out, as they should be where redeals are unlimited
 * (the same cards with one more pass behind them have the same future).
 */
export function positionKey(table: Table, anyRedeals = false): string {
  let k = anyRedeals ? '' : String(table.redeals);
  // By face: the two decks' copies of a card are interchangeable (a player sees one position).
  for (const p of table.piles) k += `|${p.down}:${p.cards.map(face).join(',')}`;
  return k;
}
