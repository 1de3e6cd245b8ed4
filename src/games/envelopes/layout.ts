import { byKind, type GameLayout } from '../../render/layout.js';

/** Envelopes: two rows of four envelopes (their closed cards' edges showing), the discard beside. */
export const envelopesLayout: GameLayout = byKind(5.4, 2.5, {
  tableau: (i) => ({
    x: i % 4,
    y: Math.floor(i / 4) * 1.25,
    fan: 'down',
    room: 0.3,
    step: { down: 0.07, up: 0.07 },
    empty: 'none',
    name: 'envelope',
    number: i + 1,
  }),
  discard: () => ({ x: 4.4, y: 0.6, fan: 'none', thick: true, count: true, empty: 'none', name: 'discard' }),
});
