/**
 * A description compiled to the engine's `GameDefinition`: the piles' specs from the groups'
 * words, the deal from its steps, and the mechanics the shared moves do not cover (a row dealt
 * from the stock, whole runs going home, a refill, cards that cover cards, pairs, a base rank
 * taken from the deal) as the definition's own moves and consequences. The solver's core reads
 * the same compiled words (`GameMechanics`), so no game states its rules twice.
 */
import { KING, cardCode, rank, suit, type Card } from '../cards.js';
import { faceUp, takeOff, withPiles, type GameDefinition } from '../game.js';
import { microsoftDeal, shuffle } from '../rng.js';
import type { Move, Options, Pile, PileSpec, Rules, Table } from '../types.js';
import type { GameMechanics, GroupAt, SafeHome } from './mechanics.js';
import { safeHomeMove, safeHomeOf } from './safe-home.js';

export type { GameMechanics, GroupAt } from './mechanics.js';
import type { GameDescription, PileGroupWord } from './types.js';
import { SUIT_WORDS, deckOf, deckRanks, fitsOf, optionSpec, rankOf, refillWords, withOptions } from './vocabulary.js';

const pileIds = (g: PileGroupWord, count: number): string[] => {
  const stem = g.id ?? g.kind;
  const numbered = count > 1 || g.kind === 'foundation' || g.kind === 'tableau';
  return Array.from({ length: count }, (_, i) => (numbered ? `${stem}-${i}` : stem));
};

/** Group positions in the table. */
export function groupsOf(d: GameDescription): GroupAt[] {
  let at = 0;
  return d.piles.map((word) => {
    const first = at;
    at += word.count ?? 1;
    return { word, id: word.id ?? word.kind, first, end: at };
  });
}

export function mechanicsOf(d: GameDescription): GameMechanics {
  const groups = groupsOf(d);
  const np = groups.length ? groups[groups.length - 1].end : 0;
  const byId = (id: string | undefined): GroupAt | undefined => groups.find((g) => g.id === id);
  const stockG = groups.find((g) => g.word.kind === 'stock');
  const wasteG = groups.find((g) => g.word.kind === 'waste');
  const rowG = stockG?.word.row ? byId(stockG.word.row) : undefined;
  const wholeG = groups.find((g) => g.word.kind === 'foundation' && g.word.whole);
  const ranks = deckRanks(d.deck?.cards);
  const refill = new Int32Array(np).fill(-1);
  const refills: number[][] = Array.from({ length: np }, () => []);
  const coveredBy: number[][] = Array.from({ length: np }, () => []);
  const lyingOn: number[][] = Array.from({ length: np }, () => []);
  const runGroups = new Map<number, GroupAt>();
  const turnsUpFreed = new Uint8Array(np);
  for (const g of groups) {
    if (g.word.covers && g.word.turnUp) for (let p = g.first; p < g.end; p++) turnsUpFreed[p] = 1;
    const srcs = refillWords(g.word).flatMap((id) => byId(id) ?? []);
    for (let p = g.first; p < g.end; p++) {
      if (srcs.length) refill[p] = srcs[0].first;
      refills[p] = srcs.map((x) => x.first);
      if (g.word.runLimit) runGroups.set(p, g);
    }
    g.word.covers?.forEach((list, k) =>
      list.forEach((j) => {
        coveredBy[g.first + k].push(g.first + j);
        lyingOn[g.first + j].push(g.first + k);
      }),
    );
  }
  const baseG = groups.find((g) => g.word.kind === 'foundation' && g.word.base === 'first');
  const pairsTo = d.pairs ? byId(d.pairs.to) : undefined;
  const beatenTo = d.beaten ? byId(d.beaten.to) : undefined;
  return {
    groups,
    ranks,
    stock: stockG?.first ?? -1,
    waste: wasteG?.first ?? -1,
    row: rowG ? { first: rowG.first, end: rowG.end, needsFull: stockG?.word.rowNeedsFull === true } : null,
    showsTop: stockG?.word.showsTop === true,
    whole: wholeG
      ? {
          first: wholeG.first,
          end: wholeG.end,
          base: wholeG.word.base && wholeG.word.base !== 'first' ? rankOf(wholeG.word.base) : 1,
          length: ranks.length,
        }
      : null,
    refill,
    refills,
    coveredBy,
    lyingOn,
    turnsUpFreed,
    baseFirst: baseG ? { first: baseG.first, end: baseG.end } : null,
    pairs: d.pairs && pairsTo ? { sum: d.pairs.sum, to: pairsTo.first } : null,
    winEmpty:
      d.win && d.win !== 'foundations' && 'empty' in d.win
        ? groups.filter((g) => (d.win as { empty: string[] }).empty.includes(g.id)).flatMap((g) => range(g))
        : null,
    winLeft:
      d.win && d.win !== 'foundations' && 'left' in d.win
        ? {
            rank: rankOf(d.win.left),
            piles: groups.filter((g) => g.word.kind !== 'foundation' && g.word.kind !== 'discard').flatMap((g) => range(g)),
          }
        : null,
    beaten: d.beaten && beatenTo ? { to: beatenTo.first, order: rankOrder(ranks, d.beaten.acesHigh === true) } : null,
    cells: groups.filter((g) => g.word.cell).flatMap((g) => range(g)),
    runGroups,
    safeHome: null,
  };
}

/** Per rank, its place among the deck's ranks (aces high: above the king). */
function rankOrder(ranks: readonly number[], acesHigh: boolean): number[] {
  const order = new Array<number>(14).fill(-1);
  ranks.forEach((r, i) => (order[r] = r === 1 && acesHigh ? ranks.length : i));
  return order;
}

const range = (g: GroupAt): number[] => Array.from({ length: g.end - g.first }, (_, i) => g.first + i);

function pileSpecs(m: GameMechanics): PileSpec[] {
  const specs: PileSpec[] = [];
  for (const g of m.groups) {
    const w = g.word;
    const fits = w.build ? fitsOf(w.build, m.ranks) : null;
    const runs = w.run ? fitsOf(w.run, m.ranks) : w.moves === 'any' ? anyOrder : undefined;
    const baseRank = w.base && w.base !== 'first' ? rankOf(w.base) : 1;
    const emptyTakes =
      w.kind === 'foundation'
        ? w.base === 'first'
          ? null
          : (c: Card) => rank(c) === baseRank
        : w.empty === undefined || w.empty === 'none'
          ? null
          : w.empty === 'any'
            ? anyCard
            : rankIs(rankOf(w.empty));
    const lift =
      w.moves === 'runs' || w.moves === 'any' ? 'run' : w.moves === 'top' || (w.kind === 'foundation' && w.back) ? 'top' : 'none';
    const takes = w.kind === 'foundation' && w.whole ? 0 : !fits && !emptyTakes ? 0 : lift === 'run' ? Infinity : 1;
    pileIds(w, g.end - g.first).forEach((id) => {
      const spec: PileSpec = { id, kind: w.kind, lift, takes, fits, empty: emptyTakes };
      const extra: { runs?: typeof runs; turnUp?: boolean } = {};
      if (runs && lift === 'run') extra.runs = runs;
      // (cards that cover cards turn up when freed: the mechanics' `turnsUpFreed`)
      if ((w.turnUp && !w.covers) || (w.kind === 'stock' && w.showsTop)) extra.turnUp = true;
      specs.push({ ...spec, ...extra });
    });
  }
  return specs;
}

const anyCard = (): boolean => true;
const anyOrder = (): boolean => true;
const rankCache = new Map<number, (c: Card) => boolean>();
const rankIs = (r: number): ((c: Card) => boolean) => {
  let f = rankCache.get(r);
  if (!f) rankCache.set(r, (f = (c: Card) => rank(c) === r));
  return f;
};

/** The deal: each step's cards row by row onto its group, the rest to the stock. */
function dealOf(d: GameDescription, m: GameMechanics, cards: readonly Card[]): Pile[] {
  const np = m.groups.length ? m.groups[m.groups.length - 1].end : 0;
  const piles: Card[][] = Array.from({ length: np }, () => []);
  const down = new Int32Array(np);
  let left = cards.slice();
  for (const step of d.deal) {
    const g = m.groups.find((x) => x.id === step.to)!;
    const n = g.end - g.first;
    const per = (v: number | readonly number[] | undefined, i: number, dflt: number): number =>
      v === undefined ? dflt : typeof v === 'number' ? v : (v[i] ?? 0);
    if (step.rank) {
      const r = rankOf(step.rank);
      const s = step.suit ? SUIT_WORDS.indexOf(step.suit) : -1;
      const picked = left.filter((c) => rank(c) === r && (s < 0 || suit(c) === s)).slice(0, n);
      left = left.filter((c) => !picked.includes(c));
      picked.forEach((c, i) => piles[g.first + i].push(c));
      continue;
    }
    const want = Array.from({ length: n }, (_, i) => per(step.cards, i, 0));
    const got = new Int32Array(n);
    let next = 0;
    const rows = Math.max(0, ...want);
    for (let row = 0; row < rows; row++) {
      for (let i = 0; i < n; i++) {
        if (row < want[i]) {
          piles[g.first + i].push(left[next++]);
          got[i]++;
        }
      }
    }
    left = left.slice(next);
    for (let i = 0; i < n; i++) {
      const p = g.first + i;
      const up = per(step.up, i, got[i]);
      if (got[i] > up) down[p] = piles[p].length - up;
      if (step.kingsUnder) {
        const pile = piles[p];
        const mine = pile.splice(pile.length - got[i]);
        pile.push(...mine.filter((c) => rank(c) === KING), ...mine.filter((c) => rank(c) !== KING));
      }
    }
  }
  if (m.stock >= 0) {
    piles[m.stock].push(...left);
    down[m.stock] = m.showsTop ? Math.max(0, left.length - 1) : left.length;
  }
  return piles.map((c, i) => ({ cards: c, down: down[i] }));
}

/** Is pile p's top card free of covering cards? */
export const uncovered = (m: GameMechanics, table: Table, p: number): boolean =>
  m.coveredBy[p].every((q) => table.piles[q].cards.length === 0);

/** Does pile p end in a complete run for a whole foundation (face up, base at the bottom)? */
function endsInRun(m: GameMechanics, spec: PileSpec, p: Pile): boolean {
  const w = m.whole!;
  const n = p.cards.length;
  if (n - p.down < w.length) return false;
  const c = p.cards;
  if (rank(c[n - w.length]) !== w.base) return false;
  const fits = spec.fits!;
  for (let j = n - w.length + 1; j < n; j++) if (!fits(c[j - 1], c[j])) return false;
  return true;
}

/** The cards free for pairing, in table order: face-up tops of uncovered piles but foundations and discards. */
export function freePiles(m: GameMechanics, specs: readonly PileSpec[], table: Table): number[] {
  const out: number[] = [];
  for (let p = 0; p < table.piles.length; p++) {
    const pile = table.piles[p];
    const k = specs[p].kind;
    if (k === 'foundation' || k === 'discard' || pile.cards.length === 0 || pile.down >= pile.cards.length) continue;
    if (uncovered(m, table, p)) out.push(p);
  }
  return out;
}

interface Compiled {
  readonly d: GameDescription;
  readonly m: GameMechanics;
  readonly specs: PileSpec[];
  readonly safe: SafeHome | null;
}

/** The compiled rules and what else the description says, for the layout, auto-play and the solver. */
export type DescribedDefinition = GameDefinition & {
  readonly description: GameDescription;
  mechanics(options: Options): GameMechanics;
  /** A move home that can never spoil a win, or null. */
  safeMove(rules: Rules, table: Table): Move | null;
};

/** A description as the engine's game definition. */
export function compileRules(description: GameDescription): DescribedDefinition {
  const byKey = new Map<string, Compiled>();
  const byObject = new WeakMap<Options, Compiled>();
  const at = (o: Options): Compiled => {
    let c = byObject.get(o);
    if (c) return c;
    const key = JSON.stringify(o);
    c = byKey.get(key);
    if (!c) {
      const d = withOptions(description, o);
      const m = mechanicsOf(d);
      const specs = pileSpecs(m);
      m.safeHome = safeHomeOf(d, m, specs);
      c = { d, m, specs, safe: m.safeHome };
      byKey.set(key, c);
    }
    byObject.set(o, c);
    return c;
  };
  // The hooks a game's words need (with every option's value): the shared moves go faster without the others.
  const any = (f: (m: GameMechanics) => boolean): boolean => optionCombinations(description).some((o) => f(at(o).m));
  const def: DescribedDefinition = {
    variant: description.id,
    description,
    safeMove(rules, table) {
      const c = at(rules.options);
      return c.safe ? safeHomeMove(c.safe, c.specs, table) : null;
    },
    options: (description.options ?? []).map(optionSpec),
    mechanics: (o) => at(o).m,
    deck: (o) => deckOf(at(o).d.deck),
    piles: (o) => at(o).specs,
    skipPileShifts: true,
    shuffle: (deck, seed, o) => (at(o).d.shuffle === 'microsoft' && deck.length === 52 ? microsoftDeal(seed) : shuffle(deck, seed)),
    stock(o) {
      const s = at(o).d.piles.find((g) => g.kind === 'stock');
      if (!s || s.row) return null;
      return { draw: s.draw ?? 1, redeals: s.redeals === 'unlimited' ? Infinity : (s.redeals ?? 0) };
    },
    deal: (cards, o) => dealOf(at(o).d, at(o).m, cards),
    isWon(table, rules) {
      const { m } = at(rules.options);
      if (m.winEmpty) return m.winEmpty.every((p) => table.piles[p].cards.length === 0);
      if (m.winLeft) {
        const r = m.winLeft.rank;
        return m.winLeft.piles.every((p) => table.piles[p].cards.every((c) => rank(c) === r));
      }
      let n = 0;
      for (let p = 0; p < rules.specs.length; p++) if (rules.specs[p].kind === 'foundation') n += table.piles[p].cards.length;
      return n === rules.deck.filter((c) => rank(c) > 0).length;
    },
    validate: (table, rules) => validate(at(rules.options), table),
  };
  if (any((m) => m.row !== null || m.baseFirst !== null || m.pairs !== null || m.beaten !== null)) {
    def.extraMoves = (table, rules, out) => {
      const { m, specs } = at(rules.options);
      extraMoves(m, specs, table, out);
    };
  }
  if (any((m) => m.whole !== null || m.showsTop || m.refill.some((r) => r >= 0) || m.coveredBy.some((l) => l.length > 0))) {
    def.after = (table, move, rules) => after(at(rules.options).m, rules.specs, table, move);
  }
  if (any((m) => m.runGroups.size > 0)) {
    def.maxRun = (table, from, to, rules) => {
      const { m } = at(rules.options);
      const g = m.runGroups.get(from) ?? m.runGroups.get(to);
      if (!g) return Infinity;
      let run = 1;
      for (const c of m.cells) if (table.piles[c].cards.length === 0) run++;
      // (an empty pile that takes only some cards cannot hold any card of a run on the way)
      if (g.word.empty === 'any') for (let p = g.first; p < g.end; p++) if (p !== to && table.piles[p].cards.length === 0) run *= 2;
      return run;
    };
  }
  return def;
}

/** Every combination of the options' listed values (ranges: their default), for what may differ between them. */
function optionCombinations(d: GameDescription): Options[] {
  let out: Record<string, string | number>[] = [{}];
  for (const o of d.options ?? []) {
    const values = Array.isArray(o.values) ? (o.values as (string | number)[]) : [o.default];
    out = out.flatMap((base) => values.map((v) => ({ ...base, [o.name]: v })));
  }
  return out;
}

function extraMoves(m: GameMechanics, specs: readonly PileSpec[], table: Table, out: Move[]): void {
  const piles = table.piles;
  if (m.row) {
    const n = piles[m.stock].cards.length;
    let full = true;
    if (m.row.needsFull) for (let p = m.row.first; p < m.row.end; p++) if (piles[p].cards.length === 0) full = false;
    if (n > 0 && full) out.push({ kind: 'row', from: m.stock, to: m.row.first, count: Math.min(n, m.row.end - m.row.first) });
  }
  if (m.baseFirst) {
    const base = rank(piles[m.baseFirst.first].cards[0]);
    for (let to = m.baseFirst.first; to < m.baseFirst.end; to++) {
      if (piles[to].cards.length > 0) continue;
      for (let from = 0; from < piles.length; from++) {
        const s = specs[from];
        if (s.kind === 'stock' || s.kind === 'foundation' || s.lift === 'none') continue;
        const p = piles[from];
        if (p.cards.length > p.down && rank(p.cards[p.cards.length - 1]) === base) out.push({ kind: 'move', from, to, count: 1 });
      }
    }
  }
  if (m.beaten) {
    const free = freePiles(m, specs, table);
    const { order, to } = m.beaten;
    for (const a of free) {
      const ca = piles[a].cards[piles[a].cards.length - 1];
      for (const b of free) {
        const cb = piles[b].cards[piles[b].cards.length - 1];
        if (b !== a && suit(cb) === suit(ca) && order[rank(cb)] > order[rank(ca)]) {
          out.push({ kind: 'move', from: a, to, count: 1 });
          break;
        }
      }
    }
  }
  if (m.pairs) {
    const free = freePiles(m, specs, table);
    const topRank = (p: number): number => rank(piles[p].cards[piles[p].cards.length - 1]);
    for (let i = 0; i < free.length; i++) {
      const a = free[i];
      const ra = topRank(a);
      if (ra === m.pairs.sum) out.push({ kind: 'move', from: a, to: m.pairs.to, count: 1 });
      for (let j = i + 1; j < free.length; j++) {
        if (ra + topRank(free[j]) === m.pairs.sum) out.push({ kind: 'pair', from: a, to: m.pairs.to, pair: free[j], count: 2 });
      }
    }
  }
}

/** What follows a move by itself: runs home, a refill, freed cards turning up, the stock's top showing. */
function after(m: GameMechanics, specs: readonly PileSpec[], table: Table, move: Move): Table {
  let t = table;
  if (m.whole) {
    if (move.kind === 'row') for (let p = move.to; p < move.to + move.count; p++) t = runHome(m, specs, t, p);
    else if (move.kind === 'move' && specs[move.to].kind !== 'foundation') {
      // (and a complete run the move uncovers: dealt under other cards, as Scorpion deals)
      t = runHome(m, specs, t, move.to);
      t = runHome(m, specs, t, move.from);
    }
  }
  if (move.kind === 'move' || move.kind === 'pair') {
    for (const p of move.kind === 'pair' ? [move.from, move.pair!] : [move.from]) {
      const src = t.piles[p].cards.length === 0 ? (m.refills[p].find((q) => t.piles[q].cards.length > 0) ?? -1) : -1;
      if (src >= 0) {
        const r = t.piles[src];
        t = withPiles(t, [
          [p, faceUp([r.cards[r.cards.length - 1]])],
          [src, takeOff(r, 1, specs[src].turnUp === true)],
        ]);
      }
    }
  }
  if (m.coveredBy.some((l) => l.length > 0)) {
    const changes: [number, Pile][] = [];
    for (let p = 0; p < t.piles.length; p++) {
      const pile = t.piles[p];
      if (m.turnsUpFreed[p] && pile.cards.length > 0 && pile.down >= pile.cards.length && uncovered(m, t, p))
        changes.push([p, { cards: pile.cards, down: pile.cards.length - 1 }]);
    }
    if (changes.length) t = withPiles(t, changes);
  }
  if (m.showsTop) {
    const s = t.piles[m.stock];
    const down = Math.max(0, s.cards.length - 1);
    if (s.down !== down) t = withPiles(t, [[m.stock, { cards: s.cards, down }]]);
  }
  return t;
}

function runHome(m: GameMechanics, specs: readonly PileSpec[], t: Table, p: number): Table {
  const w = m.whole!;
  const pile = t.piles[p];
  if (specs[p].kind === 'foundation' || !endsInRun(m, specs[w.first], pile)) return t;
  let f = w.first;
  while (f < w.end && t.piles[f].cards.length > 0) f++;
  if (f === w.end) return t;
  return withPiles(t, [
    [p, takeOff(pile, w.length, specs[p].turnUp === true)],
    [f, faceUp(pile.cards.slice(pile.cards.length - w.length))],
  ]);
}

/** Checks on a restored table that follow from the words (a message, or null). */
function validate(c: Compiled, t: Table): string | null {
  const { d, m, specs } = c;
  const id = (p: number): string => specs[p].id;
  const dealtUp = dealtFaceUp(d, m);
  for (let p = 0; p < t.piles.length; p++) {
    const pile = t.piles[p];
    const s = specs[p];
    if (m.cells.includes(p) && pile.cards.length > 1) return `"${id(p)}" holds one card at most.`;
    if (dealtUp[p] && s.kind !== 'stock' && pile.down > 0 && !s.turnUp && !m.turnsUpFreed[p])
      return `The cards of "${id(p)}" must all be face up.`;
    if (m.coveredBy[p].length > 0 || m.lyingOn[p].length > 0) {
      if (pile.cards.length > 1) return `"${id(p)}" holds ${pile.cards.length} cards; a place that cards cover holds one.`;
      const free = uncovered(m, t, p);
      if (pile.cards.length === 0 && !free) return `"${id(p)}" is empty while cards still cover it.`;
      if (pile.cards.length === 1 && m.turnsUpFreed[p] && pile.down !== (free ? 0 : 1))
        return `The card of "${id(p)}" is face up exactly when no card covers it.`;
      if (pile.cards.length === 1 && !m.turnsUpFreed[p] && pile.down > 0) return `The card of "${id(p)}" is face up.`;
    }
  }
  if (m.showsTop && m.stock >= 0) {
    const s = t.piles[m.stock];
    if (s.cards.length > 0 && s.down !== s.cards.length - 1) return 'The top card of the stock is face up, the others face down.';
  }
  if (m.waste >= 0 && t.piles[m.waste].down > 0) return 'The waste is face up.';
  if (
    m.waste >= 0 &&
    specs[m.waste].lift === 'none' &&
    specs[m.waste].takes > 0 &&
    t.piles[m.waste].cards.length === 0 &&
    dealtCount(d, m)[m.waste] > 0
  )
    return `"${id(m.waste)}" always holds a card.`;
  for (let p = 0; p < t.piles.length; p++) {
    if (specs[p].takes === 0 && specs[p].kind === 'tableau' && m.refill[p] < 0 && t.piles[p].cards.length > dealtCount(d, m)[p])
      return `"${id(p)}" holds more than the ${dealtCount(d, m)[p]} cards it is dealt.`;
  }
  if (m.whole) {
    const w = m.whole;
    let emptySeen = false;
    for (let f = w.first; f < w.end; f++) {
      const n = t.piles[f].cards.length;
      if (n !== 0 && n !== w.length) return `"${id(f)}" holds one whole run of ${w.length} cards, or nothing.`;
      if (n === 0) emptySeen = true;
      else if (emptySeen) return `The runs go to the first empty foundation: "${id(f)}" cannot hold one after an empty one.`;
    }
    for (let p = 0; p < t.piles.length; p++) {
      if (specs[p].kind !== 'foundation' && endsInRun(m, specs[w.first], t.piles[p]))
        return `The complete run on "${id(p)}" would have gone home.`;
    }
  }
  if (m.row && m.stock >= 0) {
    // rows of the group's width, then what is left (the last row may be short)
    const width = m.row.end - m.row.first;
    const dealt = deckOf(d.deck).length - dealtCount(d, m).reduce((a, b) => a + b, 0);
    const n = t.piles[m.stock].cards.length;
    if (n > dealt || (n > 0 && (dealt - n) % width !== 0)) return `The stock holds ${dealt} cards less whole rows of ${width}.`;
  }
  if (m.baseFirst) {
    const f0 = t.piles[m.baseFirst.first].cards;
    if (f0.length === 0) return `"${id(m.baseFirst.first)}" cannot be empty: it holds its base from the deal.`;
    const base = rank(f0[0]);
    for (let f = m.baseFirst.first + 1; f < m.baseFirst.end; f++) {
      const cards = t.piles[f].cards;
      if (cards.length > 0 && rank(cards[0]) !== base) return `The foundations must start with cards of one rank.`;
    }
  }
  const dealt = dealtCount(d, m);
  for (let p = 0; p < t.piles.length; p++) {
    const src = t.piles[p].cards.length === 0 ? m.refills[p].find((q) => t.piles[q].cards.length > 0) : undefined;
    if (src !== undefined) return `"${id(p)}" cannot stay empty while "${id(src)}" holds a card.`;
    // A pile dealt one card at most that only ever takes cards built on its top (Seasons' and
    // Congress' cells): above its bottom card, its cards are in order.
    const s = specs[p];
    const rowTarget = m.row !== null && p >= m.row.first && p < m.row.end;
    if (s.kind === 'tableau' && s.lift === 'top' && s.fits && !s.accepts && !rowTarget && dealt[p] <= 1) {
      const cards = t.piles[p].cards;
      for (let j = 1; j < cards.length; j++)
        if (!s.fits(cards[j - 1], cards[j])) return `"${id(p)}" is not built in order at ${cardCode(cards[j])}.`;
    }
  }
  return null;
}

/** Per pile, the cards the deal gives it. */
function dealtCount(d: GameDescription, m: GameMechanics): number[] {
  const np = m.groups.length ? m.groups[m.groups.length - 1].end : 0;
  const n = new Array<number>(np).fill(0);
  for (const step of d.deal) {
    const g = m.groups.find((x) => x.id === step.to);
    if (!g) continue;
    for (let i = 0; i < g.end - g.first; i++)
      n[g.first + i] += step.rank ? 1 : typeof step.cards === 'number' ? step.cards : (step.cards[i] ?? 0);
  }
  return n;
}

/** Per pile, whether the deal leaves it all face up. */
function dealtFaceUp(d: GameDescription, m: GameMechanics): boolean[] {
  const np = m.groups.length ? m.groups[m.groups.length - 1].end : 0;
  const up = new Array<boolean>(np).fill(true);
  for (const step of d.deal) {
    const g = m.groups.find((x) => x.id === step.to);
    if (!g || step.up === undefined) continue;
    for (let i = 0; i < g.end - g.first; i++) {
      const cards = typeof step.cards === 'number' ? step.cards : (step.cards[i] ?? 0);
      const u = typeof step.up === 'number' ? step.up : (step.up[i] ?? 0);
      if (u < cards) up[g.first + i] = false;
    }
  }
  return up;
}
