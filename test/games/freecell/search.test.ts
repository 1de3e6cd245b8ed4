/**
 * FreeCell's search (the core derived from its description, with restarts): Microsoft deals won
 * with lines that replay as legal moves, #11982 proven unwinnable (the one loss among deals
 * 1 … 32,000), losses on random endgames checked by an exhaustive search through the engine's own
 * moves (no pruning, no forced moves), re-rooting that keeps what was proven, and avoided
 * positions. Budgets are positions, the same on every machine.
 */
import { expect } from '@open-wc/testing';
import { cardCode } from '../../../src/engine/cards.js';
import { mulberry32 } from '../../../src/engine/rng.js';
import type { GameSession } from '../../../src/engine/session.js';
import { moveToJSON } from '../../../src/engine/state.js';
import { nextSafeMove } from '../../../src/engine/solver/index.js';
import { createSearch, gameOf, restoreNamed, solveRules } from '../../named.js';
import type { Search, SolveResult } from '../../../src/engine/solver/types.js';
import type { Rules, Table } from '../../../src/engine/types.js';
import { deal, game, move } from '../../engine/helpers.js';
import { exhaustive } from '../../engine/search-helpers.js';

const freecell = gameOf('freecell');

/** Solves the game's position and, for a win, plays the line through `play` (as JSON) to a won game. */
function solved(g: GameSession, nodes = 1_000_000): SolveResult {
  const r = solveRules(g.rules, g.table, { nodes });
  if (r.result === 'winnable')
    replays(
      g,
      r.moves.map((m) => moveToJSON(g.rules, m)),
    );
  return r;
}

function replays(g: GameSession, line: unknown[]): void {
  const replay = restoreNamed(g.state);
  if (!replay.ok) throw new Error('restore of the state failed');
  line.forEach((m, i) => expect(replay.value.play(m), `move ${i + 1} of the line: ${JSON.stringify(m)}`).to.equal(true));
  expect(replay.value.won, 'the line ends on a won game').to.equal(true);
}

const run = (s: Search): SolveResult => {
  for (;;) {
    const r = s.step(Infinity);
    if (r) return r;
  }
};

/**
 * A random endgame: 36 … 45 cards left, four in the free cells, the rest in the eight columns,
 * most columns with their low cards at the bottom (hard to dig out). Deterministic per seed.
 */
function endgame(seed: number): GameSession {
  const rnd = mulberry32(seed);
  const left = 36 + Math.floor(rnd() * 10);
  const h = [13, 13, 13, 13];
  for (let i = 0; i < left;) {
    const s = Math.floor(rnd() * 4);
    if (h[s] > 0) {
      h[s]--;
      i++;
    }
  }
  const rest: number[] = [];
  for (let s = 0; s < 4; s++) for (let r = h[s] + 1; r <= 13; r++) rest.push(s * 13 + r - 1);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  const piles: Record<string, string[]> = {};
  rest.forEach((c, i) => {
    const id = i < 4 ? `freecell-${i}` : `tableau-${Math.floor(rnd() * 8)}`;
    (piles[id] ??= []).push(cardCode(c));
  });
  const ranks = '23456789TJQK';
  for (const id of Object.keys(piles)) {
    if (id.startsWith('tableau') && rnd() < 0.9) piles[id].sort((a, b) => ranks.indexOf(b[0]) - ranks.indexOf(a[0])).reverse();
  }
  const named: Record<string, string> = {};
  for (const [id, codes] of Object.entries(piles)) named[id] = codes.join(' ');
  ['C', 'D', 'H', 'S'].forEach((s, i) => (named[`foundation-${i}`] = [...'A23456789TJQK'.slice(0, h[i])].map((r) => r + s).join(' ')));
  return game('freecell', {}, named);
}

/** Columns and cells as multisets, foundations by height: positions that differ only by a pile's place are one. */
function canonical(rules: Rules, t: Table): string {
  const cols: string[] = [];
  const cells: string[] = [];
  let up = 0;
  t.piles.forEach((p, i) => {
    const kind = rules.specs[i].kind;
    if (kind === 'tableau') cols.push(p.cards.join(','));
    else if (kind === 'reserve') cells.push(p.cards.join(','));
    else up += p.cards.length;
  });
  return `${cols.sort().join('|')}#${cells.sort().join('|')}#${up}`;
}

describe('solver: freecell', () => {
  it('wins Microsoft deals 1 … 12, 617 and 2647; every line replays to a won game', () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 617, 2647]) {
      const r = solved(deal('freecell', {}, n));
      expect(r.result, `deal ${n}`).to.equal('winnable');
    }
  });

  it('proves Microsoft deal #11982 unwinnable', () => {
    const r = solved(deal('freecell', {}, 11982), 5_000_000);
    expect(r.result).to.equal('unwinnable');
  });

  it('proves the losses an exhaustive search through the engine finds, and wins the rest', () => {
    // Seeds of `endgame` found lost (by the solver, and by the exhaustive search).
    const lost = [36, 77, 302, 380, 391, 447, 473, 490, 574, 625, 645, 793, 893, 947, 987];
    for (const seed of lost) {
      const g = endgame(seed);
      expect(solved(g).result, `endgame ${seed}`).to.equal('unwinnable');
      expect(exhaustive(g.rules, g.table, 300000, { key: (t) => canonical(g.rules, t) }), `endgame ${seed}, exhaustive`).to.equal(false);
    }
    for (let seed = 1; seed <= 30; seed++) {
      if (lost.includes(seed)) continue;
      expect(solved(endgame(seed)).result, `endgame ${seed}`).to.equal('winnable');
    }
  });

  it('re-rooted on a position after a move of a lost deal, knows it is lost at once', () => {
    const g = endgame(947);
    const s = createSearch(g.rules, g.table, {});
    const first = run(s);
    expect(first.result).to.equal('unwinnable');
    expect(first.nodes).to.be.greaterThan(100);
    const next = g.rules.apply(g.table, g.moves()[0]);
    s.reroot(next);
    const again = run(s);
    expect(again.result).to.equal('unwinnable');
    expect(again.nodes).to.equal(0);
  });

  it('re-rooted along a winning line, wins from there; its lines replay', () => {
    const g = deal('freecell', {}, 1);
    const s = createSearch(g.rules, g.table, {});
    const r = run(s);
    expect(r.result).to.equal('winnable');
    if (r.result !== 'winnable') return;
    for (const m of r.moves.slice(0, 5)) expect(g.play(m)).to.equal(true);
    s.reroot(g.table);
    const again = run(s);
    expect(again.result).to.equal('winnable');
    if (again.result === 'winnable')
      replays(
        g,
        again.moves.map((m) => moveToJSON(g.rules, m)),
      );
  });

  it('avoids positions: a line that never passes them, or `avoided` when every line must', () => {
    const g = deal('freecell', {}, 5);
    // (from a position with no forced move left: the search's root is then the table itself)
    for (let m = nextSafeMove(g.rules, freecell, g.table); m; m = nextSafeMove(g.rules, freecell, g.table)) g.play(m);
    const s = createSearch(g.rules, g.table, {});
    const plain = run(s);
    expect(plain.result).to.equal('winnable');
    if (plain.result !== 'winnable') return;
    // The position after the line's first move, avoided: another line, which never passes it.
    const after = g.rules.apply(g.table, plain.moves[0]);
    s.reroot(g.table, [after]);
    const other = run(s);
    expect(other.result).to.equal('winnable');
    if (other.result === 'winnable') {
      const avoided = canonical(g.rules, after);
      let t = g.table;
      for (const m of other.moves) {
        t = g.rules.apply(t, m);
        expect(canonical(g.rules, t)).to.not.equal(avoided);
      }
    }
    // Every position one move away avoided: no line is left that keeps clear of them.
    const children = g.moves().map((m) => g.rules.apply(g.table, m));
    s.reroot(g.table, children);
    const none = run(s);
    expect(none.result).to.equal('unknown');
    if (none.result === 'unknown') expect(none.reason).to.equal('avoided');
    // And without them, winnable again.
    s.reroot(g.table);
    expect(run(s).result).to.equal('winnable');
  });

  it('ends in unknown when the budget runs out', () => {
    const g = deal('freecell', {}, 11982);
    const r = solveRules(g.rules, g.table, { nodes: 500 });
    expect(r.result).to.equal('unknown');
  });

  it('auto-play sends up only cards that can never be needed', () => {
    const base = {
      'foundation-0': 'AC 2C',
      'foundation-1': 'AD',
      'foundation-2': 'AH 2H',
      'foundation-3': 'AS',
      'tableau-1': 'KS',
      'tableau-2': 'KH',
      'tableau-3': '*',
    };
    // 3C: the red twos are not both up (2D is not), so a red 2 may still want it.
    const g = game('freecell', {}, { ...base, 'tableau-0': '3C' });
    expect(nextSafeMove(g.rules, freecell, g.table)).to.equal(null);
    // 2D: a two goes up at once.
    const h = game('freecell', {}, { ...base, 'tableau-0': '3C 2D' });
    expect(nextSafeMove(h.rules, freecell, h.table)).to.deep.equal(h.findMove(move('tableau-0', 'foundation-1')));
  });
});
