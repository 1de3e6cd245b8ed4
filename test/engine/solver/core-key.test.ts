/**
 * The compiled core's key (src/engine/solver/core-key.ts) names one position: two tables reached
 * in play that share an exact key are the same table, up to piles the game's knowledge makes
 * interchangeable. Chains of a pile's build are keyed by their links (Klondike, Canfield), and a
 * restored table whose face-up cards do not lie as chains is keyed card by card.
 */
import { expect } from '@open-wc/testing';
import { Core, fold } from '../../../src/engine/solver/core.js';
import { CoreKey } from '../../../src/engine/solver/core-key.js';
import { mulberry32 } from '../../../src/engine/rng.js';
import type { Rules, Table } from '../../../src/engine/types.js';
import { GAMES, optionSets, rulesOf, solverOf } from '../../named.js';

/** The table as text, cards as the game tells them apart (`card`), the piles of each interchangeable group sorted. */
function canonical(t: Table, groups: readonly (readonly number[])[], card: (c: number) => number, redeals: boolean): string {
  const text = (i: number): string => `${t.piles[i].down}:${t.piles[i].cards.map(card).join(',')}`;
  const inGroup = new Set(groups.flat());
  const single = t.piles.map((_, i) => (inGroup.has(i) ? '' : text(i)));
  // (with redeals without limit, how many were used changes nothing that follows: not keyed)
  return [redeals ? t.redeals : '', ...single, ...groups.map((g) => g.map(text).sort().join('|'))].join('/');
}

/** Random play from `start`: each table met, with its exact key. Returns the key and table texts that clash, or null. */
function clash(rules: Rules, start: Table, seed: number, steps: number): string | null {
  const game = solverOf(rules.variant).core!;
  const core = new Core(rules, game, start, rules.skipPileShifts);
  if (core.hooks.key) return null; // a game's own key: its own tests
  const keyer = new CoreKey(core, start);
  const groups = core.hooks.symmetric?.(core) ?? [];
  // (copies of a card fold onto two in the core; a game may key cards alike: jokers)
  const card = (c: number): number => (core.hooks.cardKey ? core.hooks.cardKey(fold(c)) : fold(c));
  const out = new Uint8Array(keyer.max + 8);
  const seen = new Map<string, string>();
  const rnd = mulberry32(seed);
  let t = start;
  for (let step = 0; step < steps; step++) {
    core.load(t);
    const n = keyer.write(core, out, true);
    const key = Array.from(out.subarray(0, n)).join(',');
    const text = canonical(t, groups, card, rules.stock?.redeals !== Infinity);
    const before = seen.get(key);
    if (before !== undefined && before !== text) return `${before} and ${text} share key ${key}`;
    seen.set(key, text);
    const legal = rules.legalMoves(t);
    if (legal.length === 0) break;
    t = rules.apply(t, legal[Math.floor(rnd() * legal.length)]);
  }
  return null;
}

/** `t` with a face-up card (one of several in its column) put onto another column's top, which it does not fit. */
function offBuild(rules: Rules, t: Table): Table {
  const columns = rules.specs.flatMap((s, i) => (s.kind === 'tableau' ? [i] : []));
  const from = columns.find((i) => t.piles[i].cards.length - t.piles[i].down >= 2)!;
  const card = t.piles[from].cards.at(-1)!;
  const to = columns.find((i) => i !== from && t.piles[i].cards.length > 0 && !rules.specs[i].fits!(t.piles[i].cards.at(-1)!, card))!;
  const piles = t.piles.map((p, i) => ({
    cards: i === from ? p.cards.slice(0, -1) : i === to ? [...p.cards, card] : [...p.cards],
    down: p.down,
  }));
  const table = { piles, redeals: t.redeals };
  expect(rules.validate(table)).to.equal(null);
  return table;
}

describe('the compiled core: keys', () => {
  it('a key names one table (up to interchangeable piles) on random play, every game and option', function () {
    this.timeout(120_000);
    let games = 0;
    for (const def of GAMES) {
      if (!solverOf(def.variant).core) continue;
      for (const options of optionSets(def)) {
        const rules = rulesOf(def.variant, options);
        for (const seed of [1, 2])
          expect(clash(rules, rules.deal(seed), seed, 300), `${def.variant} ${JSON.stringify(options)} seed ${seed}`).to.equal(null);
        games++;
      }
    }
    expect(games).to.be.greaterThan(30);
  });

  it('keys a chain by its links, shorter than card by card, and a table whose face-up cards do not chain card by card', () => {
    const rules = rulesOf('klondike', { draw: 1, redeals: 0 });
    // play until a column holds a run of three face-up cards (a chain then takes a byte less)
    const rnd = mulberry32(5);
    let t = rules.deal(5);
    const longest = (x: Table): number =>
      Math.max(...x.piles.map((p, i) => (rules.specs[i].kind === 'tableau' ? p.cards.length - p.down : 0)));
    for (let i = 0; i < 2000 && longest(t) < 3; i++) {
      const legal = rules.legalMoves(t);
      const joins = legal.filter((m) => m.kind === 'move' && rules.specs[m.to].kind === 'tableau');
      const pick = joins.length > 0 && rnd() < 0.8 ? joins : legal;
      if (pick.length === 0) break;
      t = rules.apply(t, pick[Math.floor(rnd() * pick.length)]);
    }
    expect(longest(t)).to.be.at.least(3);
    const lengthFrom = (origin: Table, table: Table): number => {
      const core = new Core(rules, solverOf('klondike').core!, origin, false);
      const keyer = new CoreKey(core, origin);
      core.load(table);
      return keyer.write(core, new Uint8Array(keyer.max + 8), true);
    };
    // the same table keyed from an origin whose columns chain, and from one whose do not
    const odd = offBuild(rules, t);
    expect(lengthFrom(t, t)).to.be.lessThan(lengthFrom(odd, t));
    // from the odd table, play goes on without two tables sharing a key
    expect(clash(rules, odd, 3, 400)).to.equal(null);
  });
});
