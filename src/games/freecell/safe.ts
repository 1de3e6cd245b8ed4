/** FreeCell: a move that can never spoil a win (auto-play sends it home; the solver plays it at once). */
import { rank, suit } from '../../engine/cards.js';
import type { Move, Rules, Table } from '../../engine/types.js';

export function freecellSafeMove(rules: Rules, table: Table): Move | null {
  const h = [0, 0, 0, 0];
  const empty: number[] = [];
  const onto = [-1, -1, -1, -1];
  rules.specs.forEach((s, i) => {
    if (s.kind !== 'foundation') return;
    const p = table.piles[i].cards;
    if (p.length === 0) empty.push(i);
    else {
      h[suit(p[0])] = p.length;
      onto[suit(p[0])] = i;
    }
  });
  for (let i = 0; i < rules.specs.length; i++) {
    const kind = rules.specs[i].kind;
    const p = table.piles[i].cards;
    if ((kind !== 'tableau' && kind !== 'reserve') || p.length === 0) continue;
    const c = p[p.length - 1];
    const r = rank(c);
    const s = suit(c);
    if (h[s] !== r - 1) continue;
    const red = s === 1 || s === 2;
    if (r > 2 && !(red ? h[0] >= r - 1 && h[3] >= r - 1 : h[1] >= r - 1 && h[2] >= r - 1)) continue;
    const to = r === 1 ? empty[0] : onto[s];
    if (to !== undefined && to >= 0) return { kind: 'move', from: i, to, count: 1 };
  }
  return null;
}
