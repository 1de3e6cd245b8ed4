/** A game played by a seeded random player, as a list of hashes: the deal, then per step the legal moves and the table. */
import type { GameDefinition } from '../../src/engine/game.js';
import { makeRules } from '../../src/engine/make-rules.js';
import { mulberry32 } from '../../src/engine/rng.js';
import type { Move, Options, Table } from '../../src/engine/types.js';

const STEPS = 120;

/** Every combination of an option's listed values (open ranges: the default, 1 and unlimited). */
export function optionSets(def: GameDefinition): Options[] {
  let out: Record<string, string | number>[] = [{}];
  for (const o of def.options) {
    const values = Array.isArray(o.allowed) ? (o.allowed as (string | number)[]) : [o.default, 1, 'unlimited'];
    out = out.flatMap((base) => [...new Set(values)].map((v) => ({ ...base, [o.name]: v })));
  }
  return out;
}

function hash(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

const moveText = (m: Move): string => `${m.kind}:${m.from}:${m.to}:${m.count}:${m.pair ?? ''}`;
const tableText = (t: Table): string => `${t.redeals}|${t.piles.map((p) => `${p.down}:${p.cards.join(',')}`).join('/')}`;

export function recordGame(def: GameDefinition, options: Options, seed: number): string[] {
  const rules = makeRules(def, options);
  let table = rules.deal(seed);
  const out = [hash(tableText(table))];
  const next = mulberry32(seed * 7919);
  for (let step = 0; step < STEPS; step++) {
    const moves = rules.legalMoves(table).map(moveText).sort();
    const check = rules.validate(table) === null ? 'ok' : 'bad';
    if (moves.length === 0) {
      out.push(hash(`end|${rules.isWon(table)}|${check}`));
      break;
    }
    const pick = moves[Math.floor(next() * moves.length)];
    const move = rules.legalMoves(table).find((m) => moveText(m) === pick)!;
    table = rules.apply(table, move);
    out.push(hash(`${moves.join(' ')}|${pick}|${tableText(table)}|${rules.isWon(table)}|${check}`));
  }
  return out;
}
