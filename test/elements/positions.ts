/** Hand-made states for the element tests (states of API.md that `restore()` accepts). */
const up = (codes: string) =>
  codes
    .split(' ')
    .filter(Boolean)
    .map((code) => ({ code, faceUp: true }));
const down = (codes: string) =>
  codes
    .split(' ')
    .filter(Boolean)
    .map((code) => ({ code, faceUp: false }));
const run = (suit: string, ranks: string) => [...ranks].map((r) => r + suit).join(' ');

/** Klondike: foundations up to the queens, the four kings alone on tableau 1-4: four moves win. */
export function klondikeFourKings() {
  return {
    variant: 'klondike',
    seed: 7,
    options: { draw: 1, redeals: 0 },
    moveCount: 100,
    won: false,
    lost: false,
    piles: [
      { id: 'stock', kind: 'stock', cards: [] },
      { id: 'waste', kind: 'waste', cards: [] },
      { id: 'foundation-0', kind: 'foundation', cards: up(run('C', 'A23456789TJQ')) },
      { id: 'foundation-1', kind: 'foundation', cards: up(run('D', 'A23456789TJQ')) },
      { id: 'foundation-2', kind: 'foundation', cards: up(run('H', 'A23456789TJQ')) },
      { id: 'foundation-3', kind: 'foundation', cards: up(run('S', 'A23456789TJQ')) },
      { id: 'tableau-0', kind: 'tableau', cards: up('KC') },
      { id: 'tableau-1', kind: 'tableau', cards: up('KD') },
      { id: 'tableau-2', kind: 'tableau', cards: up('KH') },
      { id: 'tableau-3', kind: 'tableau', cards: up('KS') },
      { id: 'tableau-4', kind: 'tableau', cards: [] },
      { id: 'tableau-5', kind: 'tableau', cards: [] },
      { id: 'tableau-6', kind: 'tableau', cards: [] },
    ],
  };
}

/**
 * Two by Two: clubs on piles 1 and 2, diamonds and hearts on 3 and 4, and a spade and a club on
 * top of the stock: the one move (cover 1 and 2) leaves four suits showing, and the game is lost.
 */
export function twoByTwoOneFromLost() {
  const tops = ['AC', '2C', '3D', '4H'];
  const next = ['5S', '6C'];
  const all: string[] = [];
  for (const s of 'CDHS') for (const r of 'A23456789TJQK') all.push(r + s);
  const rest = all.filter((c) => !tops.includes(c) && !next.includes(c));
  return {
    variant: 'two-by-two',
    seed: 3,
    options: { deck: 52 },
    moveCount: 0,
    won: false,
    lost: false,
    piles: [
      { id: 'stock', kind: 'stock', cards: down([...rest, ...next].join(' ')) },
      ...tops.map((c, i) => ({ id: `tableau-${i}`, kind: 'tableau', cards: up(c) })),
    ],
  };
}
