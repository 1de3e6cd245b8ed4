/** The vocabulary's rules on the pile groups: ids, the groups they name, fields that fit their kind, foundations, covering. */
import { plural, type Facts, type Group, type Rule } from './check-facts.js';
import { pointer, problem, quote, type DescriptionProblem } from './problem.js';
import { refillWords } from './vocabulary.js';
import type { PileGroupWord } from './types.js';

const idPath = (g: Group): string => pointer('piles', g.index, g.word.id === undefined ? 'kind' : 'id');

export const groupIdsAreUnique: Rule = ({ groups, byId }) =>
  groups
    .filter((g) => byId.get(g.id) !== g)
    .map((g) => problem(idPath(g), `Two groups are called ${quote(g.id)}; give one an id of its own.`));

/** Every group named (deal steps, refills, rows, pairs, the win) exists. */
export const namedGroupsExist: Rule = ({ d, byId }) => {
  const out: DescriptionProblem[] = [];
  const ids = [...byId.keys()];
  const check = (id: string | undefined, path: string): void => {
    if (id !== undefined && !byId.has(id))
      out.push(problem(path, `There is no group ${quote(id)}; the groups are ${ids.map((x) => quote(x)).join(', ')}.`));
  };
  d.deal.forEach((s, i) => {
    check(s.to, pointer('deal', i, 'to'));
    check(s.jokersTo, pointer('deal', i, 'jokersTo'));
  });
  d.piles.forEach((g, i) => {
    if (Array.isArray(g.refill)) g.refill.forEach((id, k) => check(id, pointer('piles', i, 'refill', k)));
    else check(g.refill as string | undefined, pointer('piles', i, 'refill'));
    check(g.row, pointer('piles', i, 'row'));
    check(g.jokers?.back, pointer('piles', i, 'jokers', 'back'));
  });
  check(d.pairs?.to, '/pairs/to');
  check(d.pairs?.cover, '/pairs/cover');
  if (typeof d.win === 'object' && 'empty' in d.win) d.win.empty.forEach((id, i) => check(id, pointer('win', 'empty', i)));
  check(d.beaten?.to, '/beaten/to');
  return out;
};

/** One stock and one waste at most: the moves know only one of each. */
export const oneStockOneWaste: Rule = ({ groups }) => {
  const out: DescriptionProblem[] = [];
  for (const kind of ['stock', 'waste'] as const) {
    const all = groups.filter((g) => g.word.kind === kind);
    all.slice(1).forEach((g) => out.push(problem(pointer('piles', g.index, 'kind'), `A game has one ${kind} at most.`)));
    all
      .filter((g) => g.count > 1)
      .forEach((g) => out.push(problem(pointer('piles', g.index, 'count'), `A game has one ${kind} pile, not ${g.count}.`)));
  }
  return out;
};

/**
 * A stock deals somewhere (onto its waste, a row, or onto pairs it covers), and a waste is fed by a stock that deals
 * onto it, unless it is a hole: it builds, and the deal starts it (Golf's, Black Hole's).
 */
export const stockAndWasteMeet: Rule = ({ d, groups, byId }) => {
  const stock = groups.find((g) => g.word.kind === 'stock');
  const waste = groups.find((g) => g.word.kind === 'waste');
  const out: DescriptionProblem[] = [];
  const covers = stock !== undefined && d.pairs?.cover === stock.id;
  if (stock && !stock.word.row && !covers && !waste)
    out.push(
      problem(
        pointer('piles', stock.index, 'kind'),
        'The stock turns its cards onto a waste, and there is none: add a waste, deal a row with row, or cover pairs from it.',
      ),
    );
  if (waste && (!stock || stock.word.row || covers)) {
    const hole = waste.word.build !== undefined && d.deal.some((s) => byId.get(s.to) === waste);
    if (!hole)
      out.push(
        problem(
          pointer('piles', waste.index, 'kind'),
          stock
            ? `The stock ${covers ? 'covers pairs' : 'deals rows'}, never onto the waste: nothing would reach it.`
            : 'There is no stock to turn cards onto the waste (a hole needs build and a card from the deal).',
        ),
      );
  }
  return out;
};

const STOCK_ONLY = ['draw', 'redeals', 'row', 'rowNeedsFull', 'showsTop'] as const;
const FOUNDATION_ONLY = ['base', 'whole', 'back'] as const;

/** Fields that mean something only for one kind, and fields that exclude each other. */
export const fieldsFitTheKind: Rule = ({ d }) => {
  const out: DescriptionProblem[] = [];
  d.piles.forEach((g, i) => {
    const has = (f: keyof PileGroupWord): boolean => g[f] !== undefined;
    if (g.kind !== 'stock')
      for (const f of STOCK_ONLY)
        if (has(f)) out.push(problem(pointer('piles', i, f), `${quote(f)} is for a stock; this group is a ${g.kind}.`));
    if (g.kind !== 'foundation')
      for (const f of FOUNDATION_ONLY)
        if (has(f)) out.push(problem(pointer('piles', i, f), `${quote(f)} is for foundations; this group is a ${g.kind}.`));
    if (g.kind === 'stock' && g.row !== undefined)
      for (const f of ['draw', 'redeals'] as const)
        if (has(f))
          out.push(
            problem(pointer('piles', i, f), `A stock that deals rows turns nothing onto a waste: ${quote(f)} has no meaning with row.`),
          );
    if (g.rowNeedsFull !== undefined && g.row === undefined)
      out.push(problem(pointer('piles', i, 'rowNeedsFull'), 'rowNeedsFull needs row.'));
    if (g.kind === 'stock' && g.build) out.push(problem(pointer('piles', i, 'build'), 'Nothing is built on the stock.'));
  });
  return out;
};

/** How runs move needs runs that move; a limit by free cells needs free cells. */
export const runsMove: Rule = ({ d, groups }) => {
  const out: DescriptionProblem[] = [];
  const cells = groups.some((g) => g.word.cell);
  d.piles.forEach((g, i) => {
    const lifts = g.moves === 'runs' || g.moves === 'any';
    if (g.run && !lifts)
      out.push(problem(pointer('piles', i, 'run'), 'run says how runs move, but moves does not let runs move (runs or any).'));
    if (g.runLimit && !lifts)
      out.push(problem(pointer('piles', i, 'runLimit'), 'runLimit limits runs, but moves does not let runs move (runs or any).'));
    if (g.runLimit && !cells) out.push(problem(pointer('piles', i, 'runLimit'), 'runLimit counts free cells, and no group has cell.'));
  });
  return out;
};

/** Refills and rows come from, and go to, other groups. */
export const refillsAndRowsElsewhere: Rule = ({ groups, byId }) => {
  const out: DescriptionProblem[] = [];
  for (const g of groups) {
    if (refillWords(g.word).some((id) => byId.get(id) === g))
      out.push(problem(pointer('piles', g.index, 'refill'), 'A group cannot be refilled from itself.'));
    const row = g.word.row !== undefined ? byId.get(g.word.row) : undefined;
    if (row && (row === g || row.word.kind === 'foundation'))
      out.push(
        problem(
          pointer('piles', g.index, 'row'),
          `A row is dealt onto playing piles, not onto ${row === g ? 'the stock itself' : 'foundations'}.`,
        ),
      );
  }
  return out;
};

/** What one foundation holds when every card goes home, or null when its words do not say. */
function capacity(g: PileGroupWord, f: Facts): number | null {
  if (g.whole || g.build?.rank === 'up' || g.build?.rank === 'down') return f.ranks.length;
  if (g.build?.rank === 'same') return f.perRank;
  return null;
}

/** Won on the foundations: they hold the deck exactly (one per suit and deck for suit runs). */
export const foundationsFitTheDeck: Rule = (f) => {
  if (f.d.win !== undefined && f.d.win !== 'foundations') return [];
  const found = f.groups.filter((g) => g.word.kind === 'foundation');
  if (found.length === 0)
    return [problem('/piles', `The game is won on the foundations (win), and there are none: add ${f.perRank}, or say how it is won.`)];
  const out: DescriptionProblem[] = [];
  let holds = 0;
  for (const g of found) {
    const c = capacity(g.word, f);
    if (c === null) {
      out.push(
        problem(pointer('piles', g.index), 'Foundations need build (how cards go onto them) or whole for the game to be won on them.'),
      );
      return out;
    }
    holds += c * g.count;
  }
  if (holds !== f.ranked) {
    const g = found[0];
    const path = g.word.count === undefined ? pointer('piles', g.index) : pointer('piles', g.index, 'count');
    const each = capacity(g.word, f)!;
    out.push(
      problem(
        path,
        `${plural(
          found.reduce((n, x) => n + x.count, 0),
          'foundation',
        )} hold ${holds} cards; the deck has ${f.ranked} to go home (${f.ranked / each} foundations of ${each}).`,
      ),
    );
  }
  return out;
};

/** Covering lists name piles of the group, never the pile itself, and no pile lies (through others) on itself. */
export const coversAreSound: Rule = ({ groups }) => {
  const out: DescriptionProblem[] = [];
  for (const g of groups) {
    const covers = g.word.covers;
    if (!covers) continue;
    const at = (...more: (string | number)[]): string => pointer('piles', g.index, 'covers', ...more);
    if (covers.length > g.count) out.push(problem(at(), `This lists ${covers.length} piles; the group has ${plural(g.count, 'pile')}.`));
    let sound = true;
    covers.forEach((list, k) =>
      list.forEach((j, n) => {
        if (j >= g.count) out.push(problem(at(k, n), `There is no pile ${j}: the group's piles are 0 to ${g.count - 1}.`));
        else if (j === k) out.push(problem(at(k, n), `Pile ${k} cannot lie on itself.`));
        else return;
        sound = false;
      }),
    );
    const cycle = sound ? cycleIn(covers) : null;
    if (cycle) out.push(problem(at(cycle[0]), `Piles cannot lie on one another in a circle: ${cycle.join(' → ')}.`));
  }
  return out;
};

/** A cycle in "lies on" (pile k covered by j), as the piles along it, or null. */
function cycleIn(covers: readonly (readonly number[])[]): number[] | null {
  const state = new Uint8Array(covers.length + 40); // 0 new, 1 on the path, 2 done
  for (let start = 0; start < covers.length; start++) {
    if (state[start]) continue;
    const path: number[] = [start];
    const next: number[] = [0];
    state[start] = 1;
    while (path.length) {
      const k = path[path.length - 1];
      const list = covers[k] ?? [];
      if (next[next.length - 1] >= list.length) {
        state[k] = 2;
        path.pop();
        next.pop();
        continue;
      }
      const j = list[next[next.length - 1]++];
      if (state[j] === 1) return [...path.slice(path.indexOf(j)), j];
      if (state[j] === 0) {
        state[j] = 1;
        path.push(j);
        next.push(0);
      }
    }
  }
  return null;
}

/** A group's own places: one per pile. */
export const placesMatchTheCount: Rule = ({ groups }) =>
  groups
    .filter((g) => g.word.layout?.places && g.word.layout.places.length !== g.count)
    .map((g) =>
      problem(
        pointer('piles', g.index, 'layout', 'places'),
        `This gives ${plural(g.word.layout!.places!.length, 'place')} for ${plural(g.count, 'pile')}.`,
      ),
    );

/** Pairs say how two cards match (`sum` or `same`) and where they go (`to` or `cover`, a stock); peeking needs `same`. */
export const pairsAreSound: Rule = ({ d, byId }) => {
  const p = d.pairs;
  if (!p) return [];
  const out: DescriptionProblem[] = [];
  if ((p.sum === undefined) === (p.same === undefined))
    out.push(problem('/pairs', 'Pairs match by sum (ranks adding up to it) or by same (rank or suit): give one of the two.'));
  if ((p.to === undefined) === (p.cover === undefined))
    out.push(problem('/pairs', 'Pairs go somewhere (to) or are covered from a stock (cover): give one of the two.'));
  check(
    p.cover,
    byId.get(p.cover ?? '')?.word.kind === 'stock',
    '/pairs/cover',
    'Cards cover pairs from the stock: cover names the stock.',
  );
  if (p.peek && p.same === undefined)
    out.push(problem('/pairs/peek', 'A player peeks under cards that match by same; this pairs word has none.'));
  return out;

  function check(id: string | undefined, ok: boolean, path: string, message: string): void {
    if (id !== undefined && byId.has(id) && !ok) out.push(problem(path, message));
  }
};

/**
 * Jokers in the deck stand in on piles that build down or up in alternating colours (the build
 * whose stand-in the board names); where they are set aside, a reserve that takes nothing by hand
 * holds them; a deck without jokers has no word for them.
 */
export const jokersAreSound: Rule = ({ d, byId }) => {
  const out: DescriptionProblem[] = [];
  const jokers = (d.deck?.jokers ?? 0) > 0;
  const aside = (id: string | undefined, path: string): void => {
    const g = byId.get(id ?? '');
    if (g && (g.word.kind !== 'reserve' || g.word.build || (g.word.empty ?? 'none') !== 'none' || g.word.moves !== 'top' || g.count !== 1))
      out.push(
        problem(
          path,
          `Jokers set aside go to one reserve pile whose top card moves and that takes nothing by hand; ${quote(g.id)} is not one.`,
        ),
      );
  };
  d.piles.forEach((g, i) => {
    if (!g.jokers) return;
    const b = g.build;
    if (!jokers) out.push(problem(pointer('piles', i, 'jokers'), 'The deck has no jokers (deck.jokers) to lie here.'));
    if (!b || (b.rank !== 'down' && b.rank !== 'up') || b.suit !== 'alternate' || b.wrap)
      out.push(
        problem(pointer('piles', i, 'jokers'), 'Jokers stand in where piles build down or up in alternating colours, without wrap.'),
      );
    aside(g.jokers.back, pointer('piles', i, 'jokers', 'back'));
  });
  d.deal.forEach((s, i) => {
    if (s.jokersTo !== undefined && !jokers)
      out.push(problem(pointer('deal', i, 'jokersTo'), 'The deck has no jokers (deck.jokers) to set aside.'));
    aside(s.jokersTo, pointer('deal', i, 'jokersTo'));
    if (s.suitOrder && !s.rank)
      out.push(problem(pointer('deal', i, 'suitOrder'), 'suitOrder orders the cards of a rank: give the step a rank too.'));
  });
  if (jokers && !d.piles.some((g) => g.jokers))
    out.push(problem('/deck/jokers', 'Jokers need piles to stand in on: give a group of piles a jokers word.'));
  return out;
};
