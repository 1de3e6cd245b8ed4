/** Loads ../shared/bench/klondike-deals.jsonl (from the project root, or another path) into engine tables. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCode } from '../src/engine/cards.js';
import type { Rules, Table } from '../src/engine/types.js';

export interface BenchDeal {
  id: number;
  tableau: string[][];
  stock: string[];
  draw1: 'winnable' | 'unwinnable' | 'undecided';
  draw3: 'winnable' | 'unwinnable' | 'undecided';
}

/** The shared benchmark deals, beside the project: `../shared/bench/` from its root. */
export const DEFAULT_DEALS = fileURLToPath(new URL('../../shared/bench/klondike-deals.jsonl', import.meta.url));

export function loadDeals(path = DEFAULT_DEALS): BenchDeal[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as BenchDeal);
}

const card = (code: string): number => {
  const f = parseCode(code);
  if (f < 0) throw new Error(`bad card ${code}`);
  return f;
};

/** The deal as a table of Klondike `rules`: piles in the rules' order, stock top = first turned. */
export function dealTable(rules: Rules, deal: BenchDeal): Table {
  let col = 0;
  const piles = rules.specs.map((s) => {
    switch (s.kind) {
      case 'stock': {
        const cards = deal.stock.map(card).reverse();
        return { cards, down: cards.length };
      }
      case 'tableau': {
        const cards = deal.tableau[col++].map(card);
        return { cards, down: cards.length - 1 };
      }
      default:
        return { cards: [] as number[], down: 0 };
    }
  });
  return { piles, redeals: 0 };
}
