/**
 * A description compiled to the engine's `GameDefinition`: the piles' specs from the groups'
 * words, the deal from its steps, and the mechanics the shared moves do not cover (a row dealt
 * from the stock, whole runs going home, a refill, cards that cover cards, pairs, a base rank
 * taken from the deal) as the definition's own moves and consequences. The solver's core reads
 * the same compiled words (`GameMechanics`), so no game states its rules twice.
 *
 * What deals comes here; what plays (those moves and consequences, the checks on a restored
 * table, safe moves home) comes after, in compile-play.ts (`loadPlay()`): a board draws its first
 * cards from this half alone.
 */
import { KING, isJoker, rank, suit, type Card } from '../cards.js';
import type { GameDefinition } from '../game.js';
import { microsoftDeal, shuffle } from '../rng.js';
import type { Move, Options, Pile, PileKind, PileSpec, Rules, StandIn, Table } from '../types.js';
import type { GameMechanics, GroupAt, SafeHome } from './mechanics.js';
import type * as Play from './compile-play.js';

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
  const pairsTo = byId(d.pairs?.to);
  const coverFrom = byId(d.pairs?.cover);
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
    pairs:
      d.pairs && (pairsTo || coverFrom)
        ? {
            sum: d.pairs.sum ?? 0,
            same: d.pairs.same ?? null,
            to: pairsTo?.first ?? -1,
            cover: coverFrom?.first ?? -1,
            peek: d.pairs.peek === true,
          }
        : null,
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
    jokers: [],
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

function pileSpecs(m: GameMechanics, jokersOf: () => GameMechanics['jokers']): PileSpec[] {
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
      const extra: { runs?: typeof runs; turnUp?: boolean; accepts?: PileSpec['accepts'] } = {};
      // (jokers stand in by a rule that comes with the play)
      const p = specs.length;
      if (w.jokers) extra.accepts = (pile, card) => played().jokersAccept(jokersOf()[p]!, pile.cards, 0, pile.cards.length, card);
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
      if (step.suitOrder) picked.sort((a, b) => suit(a) - suit(b));
      left = left.filter((c) => !picked.includes(c));
      picked.forEach((c, i) => piles[g.first + i].push(c));
      continue;
    }
    const want = Array.from({ length: n }, (_, i) => per(step.cards, i, 0));
    const got = new Int32Array(n);
    const aside = m.groups.find((x) => x.id === step.jokersTo)?.first ?? -1;
    let next = 0;
    const rows = Math.max(0, ...want);
    for (let row = 0; row < rows; row++) {
      for (let i = 0; i < n; i++) {
        if (row >= want[i]) continue;
        const c = left[next++];
        if (aside >= 0 && isJoker(c)) piles[aside].push(c);
        else {
          piles[g.first + i].push(c);
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

interface Compiled extends Play.Compiled {
  /** Its safe moves home, once the play has come (undefined: not worked out yet). */
  safe?: SafeHome | null;
}

/** The play (compile-play.ts), once it has come: `loadPlay()`. */
let play: typeof Play | null = null;
let playing: Promise<void> | null = null;

/** Loads the play of every description (their moves and consequences), once. */
export function loadPlay(): Promise<void> {
  playing ??= import('./compile-play.js').then(
    (m) => void (play = m),
    (err: unknown) => {
      playing = null;
      throw err;
    },
  );
  return playing;
}

/** The play: a game's moves, consequences and checks run only once `loadPlay()` has settled. */
function played(): typeof Play {
  if (!play) throw new Error('Played before loadPlay()');
  return play;
}

/** What the play works out once it has come: how jokers stand in, safe moves home. */
function playOf(c: Compiled): Compiled {
  if (c.safe === undefined) {
    c.m.jokers = played().jokerRules(c.d, c.m);
    c.m.safeHome = c.safe = played().safeHomeOf(c.d, c.m, c.specs);
  }
  return c;
}

/** The compiled rules and what else the description says, for the layout, auto-play and the solver. */
export type DescribedDefinition = GameDefinition & {
  readonly description: GameDescription;
  /** What each card of a pile of this kind stands for, where jokers stand in on it (once the play has come), or null. */
  standIns(kind: PileKind, cards: readonly Card[]): (StandIn | null)[] | null;
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
      const made: Compiled = { d, m, specs: pileSpecs(m, () => playOf(made).m.jokers) };
      c = made;
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
      const c = playOf(at(rules.options));
      return c.safe ? played().safeHomeMove(c.safe, c.specs, table) : null;
    },
    standIns: (kind, cards) => (play ? play.standIns(playOf(at({})), kind, cards) : null),
    options: (description.options ?? []).map(optionSpec),
    mechanics(o) {
      const c = at(o);
      // (its safe moves home and jokers, for the solver, once the play has come: making the rules asks before)
      if (play) playOf(c);
      return c.m;
    },
    deck: (o) => deckOf(at(o).d.deck),
    piles: (o) => at(o).specs,
    skipPileShifts: true,
    shuffle: (deck, seed, o) => (at(o).d.shuffle === 'microsoft' && deck.length === 52 ? microsoftDeal(seed) : shuffle(deck, seed)),
    stock(o) {
      const { d, m } = at(o);
      const s = d.piles.find((g) => g.kind === 'stock');
      // (a stock that deals rows or covers pairs turns nothing onto a waste)
      if (!s || s.row || m.pairs?.cover === m.stock) return null;
      return { draw: s.draw ?? 1, redeals: s.redeals === 'unlimited' ? Infinity : (s.redeals ?? 0) };
    },
    deal: (cards, o) => dealOf(at(o).d, at(o).m, cards),
    // (a first card is drawn from the deal alone: whether a table is won is the play's)
    isWon: (table, rules) => played().isWon(at(rules.options).m, rules, table),
    validate: (table, rules) => played().validate(playOf(at(rules.options)), table),
  };
  if (any((m) => m.row !== null || m.baseFirst !== null || m.pairs !== null || m.beaten !== null)) {
    def.extraMoves = (table, rules, out) => {
      const { m, specs } = at(rules.options);
      played().extraMoves(m, specs, table, out);
    };
  }
  if (
    any(
      (m) =>
        m.whole !== null ||
        m.showsTop ||
        m.refill.some((r) => r >= 0) ||
        m.coveredBy.some((l) => l.length > 0) ||
        description.piles.some((g) => g.jokers?.back),
    )
  ) {
    def.after = (table, move, rules) => played().after(playOf(at(rules.options)).m, rules.specs, table, move);
  }
  if (any((m) => m.runGroups.size > 0)) {
    def.maxRun = (table, from, to, rules) => played().maxRun(at(rules.options).m, table, from, to);
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
