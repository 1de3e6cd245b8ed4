/**
 * A description's layout words as the renderer's `GameLayout`: each group's piles from its `x`,
 * `y` and step (or its own `places`), with what each kind of pile shows by default (the stock
 * its thickness and count, foundations their mark, a waste fanned as far as the stock draws).
 */
import { rank, RANK_CHARS } from '../engine/cards.js';
import { groupsOf } from '../engine/description/compile-rules.js';
import type { GameDescription, PileGroupWord } from '../engine/description/types.js';
import { withOptions } from '../engine/description/vocabulary.js';
import type { Options } from '../engine/types.js';
import type { GameLayout, LayoutContext, PilePlace } from './layout.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** What a pile of each kind shows when its words do not say. */
function defaults(g: PileGroupWord): Mutable<Partial<PilePlace>> {
  switch (g.kind) {
    case 'stock':
      return { fan: 'none', thick: true, count: true };
    case 'waste':
      // A stock that turns several cards shows them fanned on the waste.
      return g.draw === undefined || g.draw < 2 ? { fan: 'none', thick: true } : { fan: 'right', step: { down: 0.2, up: 0.3 } };
    case 'foundation':
      return { fan: 'none', empty: 'foundation' };
    case 'tableau':
      return { fan: 'down' };
    case 'discard':
      return { fan: 'none', thick: true, count: true, empty: 'none' };
    default:
      return { fan: 'none', empty: 'none' };
  }
}

/** The base rank shown on empty foundations whose base is the first card dealt. */
function baseLabel(ctx: LayoutContext, first: number): string | undefined {
  const c = ctx.table.piles[first]?.cards;
  return c && c.length > 0 ? RANK_CHARS[rank(c[0]) - 1]?.replace('T', '10') : undefined;
}

export function layoutOf(description: GameDescription): GameLayout {
  const cache = new Map<string, GameDescription>();
  const resolved = (o: Options): GameDescription => {
    const key = JSON.stringify(o);
    let d = cache.get(key);
    if (!d) cache.set(key, (d = withOptions(description, o)));
    return d;
  };
  return {
    cols: description.board.cols,
    rows: description.board.rows,
    overlaps: description.board.overlaps === true,
    place(ctx) {
      const d = resolved(ctx.options);
      const stock = d.piles.find((g) => g.kind === 'stock');
      const out: PilePlace[] = [];
      for (const g of groupsOf(d)) {
        const w = g.word;
        const l = w.layout ?? {};
        const kindDefaults = defaults(w.kind === 'waste' ? { ...w, draw: stock?.row ? undefined : stock?.draw } : w);
        const count = g.end - g.first;
        for (let i = 0; i < count && g.first + i < ctx.table.piles.length; i++) {
          const at = l.places?.[i];
          const place: Mutable<PilePlace> = {
            ...kindDefaults,
            x: at ? at[0] : (l.x ?? 0) + i * (l.dx ?? 1),
            y: at ? at[1] : (l.y ?? 0) + i * (l.dy ?? 0),
            fan: l.fans?.[i] ?? l.fan ?? kindDefaults.fan ?? 'none',
            name: l.name ?? w.kind,
          };
          if (w.kind === 'waste' && place.fan === 'right' && stock?.draw) place.fanLast = stock.draw;
          if (l.room !== undefined && place.fan !== 'none') place.room = l.room;
          if (l.step) place.step = l.step;
          if (l.thick !== undefined) place.thick = l.thick;
          if (l.count !== undefined) place.count = l.count;
          if (l.empty) place.empty = l.empty;
          if (l.emptyLabel) place.emptyLabel = l.emptyLabel === 'base' ? baseLabel(ctx, g.first) : l.emptyLabel;
          if (count > 1) place.number = i + 1;
          out.push(place);
        }
      }
      return out;
    },
  };
}
