/**
 * The compiled search core (src/engine/solver/core.ts, compiled.ts): its rules agree with the
 * engine's move for move; its verdicts agree with a plain exhaustive search on endgames of
 * every game it serves; re-rooting keeps what was proven lost; avoided positions are never on
 * a line, and a win only through one is reported as `avoided`.
 */
import { expect } from '@open-wc/testing';
import { mulberry32 } from '../../src/engine/rng.js';
import { Core, TALON, engineMove, engineMoves, fold, mCount, mFrom, mKind, mTo, type CoreGame } from '../../src/engine/solver/core.js';
import { withMechanics } from '../../src/engine/solver/mechanics.js';
import { CompiledSearch } from '../../src/engine/solver/compiled.js';
import { GenericSearch } from '../../src/engine/solver/generic.js';
import { GAMES as ALL_GAMES, createSearch, getGame, optionSets, rulesOf, solveRules, solverOf } from '../named.js';
import { sameEngineMove as sameMove } from '../../src/engine/same-move.js';
import type { Move, Rules, Table } from '../../src/engine/types.js';
import { agreesOn, avoidsAlongItsLine, replay, rerootsAlongItsLine, run, talonEndgame, text } from './search-helpers.js';
import { agreesOnSeasonsEndgames, seasonsEndgame } from '../games/seasons/endgame.js';

/** Every game the compiled core serves (its solver gives the game compiled), under every set of its options. */
const GAMES: readonly (readonly [string, Record<string, unknown>])[] = ALL_GAMES.filter(
  (def) => solverOf(def.variant).core !== undefined,
).flatMap((def) => optionSets(def).map((options) => [def.variant, options] as const));

/** A table as text with its cards as the core holds them. */
const folded = (t: Table): string => text({ ...t, piles: t.piles.map((p) => ({ ...p, cards: p.cards.map(fold) })) });

/** The compiled search of the game's core. */
const compiled = (rules: Rules, t: Table, nodes = 200_000): CompiledSearch => {
  const s = createSearch(rules, t, { nodes });
  expect(s).to.be.instanceOf(CompiledSearch);
  return s as CompiledSearch;
};

describe('compiled core: the rules', () => {
  it('lists only moves the engine lists (all of them but moves to a second empty pile of a kind), and applies and undoes them as the engine does', () => {
    for (const [variant, options] of GAMES) {
      const rules = rulesOf(variant, options);
      const skip = getGame(variant).skipPileShifts === true;
      for (let seed = 1; seed <= 5; seed++) {
        let t = rules.deal(seed);
        const core = new Core(rules, solverOf(variant).core!, t, skip);
        const rnd = mulberry32(seed);
        const buf = new Int32Array(4096);
        for (let step = 0; step < 80; step++) {
          core.load(t);
          const legal = rules.legalMoves(t);
          const n = core.generate(buf, 0);
          const mine = Array.from(buf.subarray(0, n));
          // a talon move stands for the deals that bring its card up and the card's move
          const played = (m: number): Table => {
            const seq: Move[] = [];
            engineMoves(rules, t, m, seq);
            return seq.reduce((x, em) => {
              const ok = rules.legalMoves(x).find((y) => sameMove(y, em));
              expect(ok, `${variant}: ${JSON.stringify(em)} of ${JSON.stringify(seq)}`).to.not.equal(undefined);
              return rules.apply(x, ok!);
            }, t);
          };
          for (const m of mine)
            if (mKind(m) !== TALON)
              expect(
                legal.some((x) => sameMove(x, engineMove(m))),
                `${variant}: ${JSON.stringify(engineMove(m))}`,
              ).to.equal(true);
          for (const m of legal) {
            const listed = mine.some((x) =>
              mKind(x) === TALON
                ? m.kind === 'move' && m.from === mFrom(x) && m.to === mTo(x) && mCount(x) === t.piles[m.from].cards.length
                : sameMove(engineMove(x), m),
            );
            // of interchangeable empty piles (cells, columns, corners) only the first is offered;
            // with talon moves, deals and turn-overs are part of the moves they lead to
            const kind = rules.specs[m.to].kind;
            const laterEmpty =
              t.piles[m.to].cards.length === 0 && t.piles.some((p, i) => i < m.to && rules.specs[i].kind === kind && p.cards.length === 0);
            const dealt = core.talonMoves && (m.kind === 'deal' || m.kind === 'recycle');
            expect(listed || laterEmpty || dealt, `${variant} lists ${JSON.stringify(m)}`).to.equal(true);
          }
          for (const m of mine) {
            const before = text(core.toTable());
            const u = core.apply(m);
            // (the core holds a card's copies folded onto two: fold)
            expect(text(core.toTable())).to.equal(folded(played(m)));
            core.undo(m, u);
            expect(text(core.toTable())).to.equal(before);
          }
          if (legal.length === 0) break;
          t = rules.apply(t, legal[Math.floor(rnd() * legal.length)]);
        }
      }
    }
  });
});

/**
 * A random Congress endgame: each foundation some way up, `loose` cards left, one on each pile
 * while the talon lasts, the rest split between waste and stock.
 */
function congressEndgame(rules: Rules, seed: number, loose: number): Table | null {
  const rnd = mulberry32(seed);
  const heights = new Array<number>(8).fill(0);
  let left = 104;
  while (left > loose) {
    const i = Math.floor(rnd() * 8);
    if (heights[i] < 13) {
      heights[i]++;
      left--;
    }
  }
  // foundation i: suit i % 4, deck copy i >> 2
  const card = (rank: number, i: number): number => (i % 4) * 13 + rank - 1 + 64 * (i >> 2);
  const founds = heights.map((h, i) => Array.from({ length: h }, (_, j) => card(j + 1, i)));
  const rest = heights.flatMap((h, i) => Array.from({ length: 13 - h }, (_, j) => card(h + j + 1, i)));
  rest.sort(() => rnd() - 0.5);
  const piles = Array.from({ length: 8 }, () => (rest.length > 0 ? [rest.pop()!] : []));
  return talonEndgame(rules, rnd, rest, founds, piles);
}

describe('compiled core: verdicts', () => {
  it('agrees with an exhaustive search without pruning on random Congress endgames', () => {
    const rules = rulesOf('congress', {});
    let won = 0;
    let lost = 0;
    for (let seed = 1; seed <= 400 && won + lost < 50; seed++) {
      const t = congressEndgame(rules, seed, 14 + (seed % 6));
      if (!t) continue;
      const truth = agreesOn(rules, t, compiled(rules, t), `endgame ${seed}`);
      if (truth === null) continue;
      if (truth) won++;
      else lost++;
    }
    // (the refills drain the waste into the piles: such endgames are all winnable; losses come from the lines' endgames)
    expect(won + lost).to.be.greaterThan(30);
  });

  it('agrees with an exhaustive search without pruning on random Seasons endgames (both builds)', () => {
    agreesOnSeasonsEndgames((rules, t) => compiled(rules, t), 1);
  });

  it('agrees with an exhaustive search without pruning on endgames off winning lines of every game', function () {
    this.timeout(600_000); // (every game searched: minutes on a loaded machine; bounded in positions, not time)
    let compared = 0;
    let games = 0;
    let lost = 0;
    for (const [variant, options] of GAMES) {
      if (variant === 'seasons' && options.build === 'alternate') continue; // wins too rare here: random endgames above
      const rules = rulesOf(variant, options);
      let here = 0;
      // endgames the plain search cannot decide in its budget, one after another (Spider's, its
      // empty piles taking any card; Yukon's, home cards coming back; Pyramid's, the stock gone
      // through again): such a game's own tests compare on small positions made for it
      let outOfReach = 0;
      let won = 0;
      for (let seed = 1; seed <= 40 && here < 8 && outOfReach < 3 && (won > 0 || seed <= 10); seed++) {
        const deal = rules.deal(seed);
        const r = solveRules(rules, deal, { nodes: 100_000 });
        if (r.result !== 'winnable') continue;
        won++;
        const line = replay(rules, deal, r.moves);
        const rnd = mulberry32(seed * 31);
        for (const back of [4, 8, 12]) {
          if (line.length <= back || outOfReach >= 3) continue;
          // an endgame off the winning line: a few random moves from a position near its end
          let t = line[line.length - 1 - back];
          for (let k = 0; k < 3; k++) {
            const legal = rules.legalMoves(t);
            if (legal.length === 0) break;
            t = rules.apply(t, legal[Math.floor(rnd() * legal.length)]);
          }
          const truth = agreesOn(rules, t, compiled(rules, t), `${variant} seed ${seed}, ${back} from the end`);
          if (truth === null) {
            outOfReach++;
            continue;
          }
          outOfReach = 0;
          here++;
          if (!truth) lost++;
        }
      }
      // (a game none of whose first 10 deals is won within 100,000 positions has no lines here)
      if (outOfReach < 3 && won > 0) expect(here, variant).to.be.greaterThan(3);
      if (here > 3) games++;
      compared += here;
    }
    // (out of reach here: games none of whose first deals the search wins within 100,000
    // positions, and those whose foundation cards come back (Russian Solitaire among them since
    // they may): with the catalogue's games and Klondike's, 25 of the 46 option sets (Klondike's
    // endgames off a line are beyond the plain search's 50,000 positions); those games compare
    // on endgames of their own, test/games/*/)
    expect(games, 'games compared').to.be.at.least(GAMES.length - 25);
    expect(compared).to.be.greaterThan(30);
    expect(lost).to.be.greaterThan(0);
  });
});

/** Two by Two: tops A♥ 2♥ 3♠ 4♣ over a stock of 5♠ 6♦ 7♣ 8♦ (8♦ turned first): only the hearts can be covered first. */
function onlyHearts(rules: Rules): Table {
  const codeOf = (s: string): number => 'CDHS'.indexOf(s[1]) * 13 + 'A23456789TJQK'.indexOf(s[0]);
  const tops = ['AH', '2H', '3S', '4C'].map(codeOf);
  const stock = ['5S', '6D', '7C', '8D'].map(codeOf);
  const rest = rules.deck.filter((c) => !tops.includes(c) && !stock.includes(c));
  const t: Table = {
    piles: [{ cards: stock, down: stock.length }, ...[0, 1, 2, 3].map((i) => ({ cards: [...(i === 0 ? rest : []), tops[i]], down: 0 }))],
    redeals: 0,
  };
  expect(rules.validate(t)).to.equal(null);
  return t;
}

describe('compiled core: re-rooting', () => {
  /** A deal of `variant` the search proves unwinnable, and a position one move on. */
  function lostDeal(variant: string, options: Record<string, unknown>): { rules: Rules; deal: Table; next: Table } {
    const rules = rulesOf(variant, options);
    for (let seed = 1; seed < 60; seed++) {
      const deal = rules.deal(seed);
      const legal = rules.legalMoves(deal);
      if (legal.length === 0) continue;
      if (run(compiled(rules, deal)).result === 'unwinnable') return { rules, deal, next: rules.apply(deal, legal[0]) };
    }
    throw new Error(`no lost ${variant} deal`);
  }

  it('keeps what it proved lost: a position reached from a lost one is lost at once', () => {
    for (const [variant, options] of [
      ['joker', {}],
      ['two-by-two', { deck: 52 }],
      ['envelopes', {}],
    ] as const) {
      const { rules, deal, next } = lostDeal(variant, options);
      const s = compiled(rules, deal);
      const first = run(s);
      expect(first.result).to.equal('unwinnable');
      s.reroot(next);
      const again = run(s);
      expect(again.result, variant).to.equal('unwinnable');
      expect(again.nodes, variant).to.be.at.most(1);
      // a fresh search has to work for it
      if (first.nodes > 10) expect(run(compiled(rules, next)).nodes).to.be.greaterThan(0);
    }
  });

  it('re-roots onto a position along its line and runs again with a fresh budget', () => {
    rerootsAlongItsLine((rules, table) => compiled(rules, table));
  });

  it('follows its last line after a re-root onto one of its tables (no position searched), unless the rest passes a position to avoid', () => {
    let followed = 0;
    for (const variant of ['freecell', 'yukon', 'king-albert']) {
      const rules = rulesOf(variant, {});
      for (let seed = 1; seed < 20; seed++) {
        const deal = rules.deal(seed);
        const s = compiled(rules, deal);
        const r = run(s);
        if (r.result !== 'winnable' || r.moves.length < 12) continue;
        const tables = replay(rules, deal, r.moves);
        for (const i of [1, 6, tables.length - 2]) {
          s.reroot(tables[i], tables.slice(0, i));
          const again = run(s);
          expect(again.result, `${variant} ${seed}, move ${i}`).to.equal('winnable');
          expect(again.nodes).to.equal(0);
          if (again.result === 'winnable') expect(rules.isWon(replay(rules, tables[i], again.moves).at(-1)!)).to.equal(true);
          followed++;
        }
        // a table of the rest to avoid: not followed, and never passed
        s.reroot(tables[1], [tables[0], tables[4]]);
        const other = run(s);
        if (other.result === 'winnable') {
          expect(other.nodes).to.be.greaterThan(0);
          expect(replay(rules, tables[1], other.moves).some((t) => text(t) === text(tables[4]))).to.equal(false);
        }
        break;
      }
    }
    expect(followed).to.equal(9);
  });

  it('never passes through an avoided position', function () {
    this.timeout(90_000);
    let checked = 0;
    for (const [variant, options] of GAMES) {
      const rules = rulesOf(variant, options);
      for (let seed = 1; seed < 8 && checked < 14; seed++) {
        const deal = rules.deal(seed);
        if (avoidsAlongItsLine(rules, deal, compiled(rules, deal, 50_000), `${variant} seed ${seed}`)) checked++;
      }
    }
    expect(checked).to.be.greaterThan(10);
  });

  it('works the same in the engine-level fallback search (GenericSearch)', () => {
    const { rules, deal, next } = lostDeal('joker', {});
    const g = new GenericSearch(rules, deal, { nodes: 200_000 });
    expect(run(g).result).to.equal('unwinnable');
    g.reroot(next);
    const again = run(g);
    expect(again.result).to.equal('unwinnable');
    expect(again.nodes).to.be.at.most(1);
    const two = rulesOf('two-by-two', { deck: 52 });
    const t = onlyHearts(two);
    const w = new GenericSearch(two, t, { nodes: 200_000 });
    const r = run(w);
    expect(r.result).to.equal('winnable');
    if (r.result !== 'winnable') return;
    w.reroot(t, [replay(two, t, r.moves)[1]]);
    const avoided = run(w);
    expect(avoided.result === 'unknown' && avoided.reason).to.equal('avoided');
  });

  it("answers 'avoided' when the only win goes through an avoided position, and wins again without it", () => {
    const rules = rulesOf('two-by-two', { deck: 52 });
    const t = onlyHearts(rules);
    const s = compiled(rules, t);
    const r = run(s);
    expect(r.result).to.equal('winnable');
    if (r.result !== 'winnable') return;
    const after = replay(rules, t, r.moves)[1];
    s.reroot(t, [after]);
    const avoided = run(s);
    expect(avoided.result).to.equal('unknown');
    if (avoided.result === 'unknown') expect(avoided.reason).to.equal('avoided');
    // nothing was marked lost on the way: without the avoidance it wins again
    s.reroot(t);
    expect(run(s).result).to.equal('winnable');
  });
});

describe('compiled core: against the engine-level search', () => {
  /**
   * Each search prunes in its own way (the compiled one: restrictions keyed, foundations left
   * out of keys, its own safe moves; GenericSearch: the engine's hooks over rules.apply): on
   * random endgames with stock and waste, a verdict both reach is the same verdict.
   */
  it('never disagrees with GenericSearch on 200 random Seasons and Congress endgames', function () {
    this.timeout(240_000);
    const seasons = { any: rulesOf('seasons', { build: 'any' }), alternate: rulesOf('seasons', { build: 'alternate' }) };
    const congress = rulesOf('congress', {});
    let both = 0;
    let lost = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const kind = seed % 3;
      const rules = kind === 0 ? congress : kind === 1 ? seasons.any : seasons.alternate;
      const t =
        kind === 0 ? congressEndgame(rules, seed, 16 + (seed % 8)) : seasonsEndgame(rules, seed, 18 + (seed % 8), kind === 1 ? 1 : 0.8);
      if (!t) continue;
      const fast = run(compiled(rules, t, 60_000));
      const plain = run(new GenericSearch(rules, t, { nodes: 60_000 }));
      if (fast.result === 'winnable') expect(rules.isWon(replay(rules, t, fast.moves).at(-1)!)).to.equal(true);
      if (fast.result === 'unknown' || plain.result === 'unknown') continue;
      expect(fast.result, `${rules.variant} ${JSON.stringify(rules.options)} endgame ${seed}`).to.equal(plain.result);
      both++;
      if (fast.result === 'unwinnable') lost++;
    }
    expect(both).to.be.greaterThan(100);
    expect(lost).to.be.greaterThan(5);
  });
});

/** Plays an internal move on an engine table: the engine moves it stands for, each checked legal. */
function playOn(rules: Rules, t: Table, m: number): Table {
  const moves: Move[] = [];
  engineMoves(rules, t, m, moves);
  for (const x of moves) {
    const legal = rules.legalMove(t, x);
    expect(legal, JSON.stringify(x)).to.not.equal(null);
    t = rules.apply(t, legal!);
  }
  return t;
}

/** A Klondike endgame: each foundation some way up, up to seven loose cards alone on the tableau, the rest in the talon. */
function klondikeEndgame(rules: Rules, seed: number): Table | null {
  const rnd = mulberry32(seed);
  const heights = [0, 1, 2, 3].map(() => 6 + Math.floor(rnd() * 6));
  const founds = heights.map((h, s) => Array.from({ length: h }, (_, j) => s * 13 + j));
  const rest = heights.flatMap((h, s) => Array.from({ length: 13 - h }, (_, j) => s * 13 + h + j)).sort(() => rnd() - 0.5);
  const piles = Array.from({ length: 7 }, () => (rest.length > 4 && rnd() < 0.6 ? [rest.pop()!] : []));
  return talonEndgame(rules, rnd, rest, founds, piles);
}

describe('compiled core: talon moves (the core of the words alone, for a game whose waste only gives its top)', () => {
  const described = withMechanics();

  it('play as the deals and the move they stand for, and undo exactly (Klondike, every option)', () => {
    for (const options of optionSets(getGame('klondike'))) {
      const rules = rulesOf('klondike', options);
      let talons = 0;
      for (let seed = 1; seed <= 4; seed++) {
        let t = rules.deal(seed);
        const core = new Core(rules, described, t, true);
        expect(core.talonMoves).to.equal(true);
        const out = new Int32Array(4096);
        const rnd = mulberry32(seed);
        for (let step = 0; step < 100; step++) {
          const n = core.generate(out, 0);
          if (n === 0) break;
          for (let i = 0; i < n; i++) {
            const m = out[i];
            // (deals and turning over are never moves of their own here)
            expect(engineMove(m).kind === 'deal' || engineMove(m).kind === 'recycle').to.equal(false);
            if (mKind(m) !== TALON) continue;
            talons++;
            const before = text(core.toTable());
            const u = core.apply(m);
            expect(text(core.toTable()), `${JSON.stringify(options)} seed ${seed} step ${step}`).to.equal(folded(playOn(rules, t, m)));
            core.undo(m, u);
            expect(text(core.toTable())).to.equal(before);
          }
          const m = out[Math.floor(rnd() * n)];
          t = playOn(rules, t, m);
          core.apply(m);
        }
      }
      expect(talons, JSON.stringify(options)).to.be.greaterThan(20);
    }
  });

  it('give the verdicts the deals themselves give, on Klondike endgames (draw 1 and 3, with and without redeals)', () => {
    // (the same core with deals and turning over as moves of their own: checked against an exhaustive search above)
    const dealing: CoreGame = (core) => ({ ...described(core), talon: false });
    const counts = { won: 0, lost: 0 };
    for (const options of [
      { draw: 1, redeals: 0 },
      { draw: 1, redeals: 'unlimited' },
      { draw: 3, redeals: 0 },
      { draw: 3, redeals: 1 },
    ]) {
      const rules = rulesOf('klondike', options);
      let compared = 0;
      for (let seed = 1; seed <= 40; seed++) {
        const t = klondikeEndgame(rules, seed);
        if (!t) continue;
        const a = run(new CompiledSearch(rules, described, t, { nodes: 100_000 }, true));
        const b = run(new CompiledSearch(rules, dealing, t, { nodes: 100_000 }, true));
        if (a.result === 'unknown' || b.result === 'unknown') continue;
        expect(a.result, `${JSON.stringify(options)} endgame ${seed}`).to.equal(b.result);
        if (a.result === 'winnable') expect(rules.isWon(replay(rules, t, a.moves).at(-1)!)).to.equal(true);
        compared++;
        counts[a.result === 'winnable' ? 'won' : 'lost']++;
      }
      expect(compared, JSON.stringify(options)).to.be.at.least(30);
    }
    expect(counts.won).to.be.greaterThan(40);
    expect(counts.lost).to.be.greaterThan(20);
  });
});
