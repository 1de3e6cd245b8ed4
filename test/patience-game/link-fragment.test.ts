/**
 * `link`: the URL fragment's deal entries written and read back (link-fragment.ts).
 */
import { expect } from '@open-wc/testing';
import { GAMES } from '../named.js';
import { entries, entryFor, formatDeal, parseDeal, withEntry } from '../../src/patience-game/link-fragment.js';

describe('link: the fragment', () => {
  it('writes and reads back every game and option', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['klondike', { draw: 3, redeals: 0 }, 'klondike-42-draw3'],
      ['klondike', { draw: 1, redeals: 'unlimited' }, 'klondike-42-redealsunlimited'],
      ['klondike', { draw: 3, redeals: 2 }, 'klondike-42-draw3-redeals2'],
      ['two-by-two', { deck: 32 }, 'two-by-two-42-deck32'],
      ['seasons', { build: 'alternate' }, 'seasons-42-buildalternate'],
      ['bayan', { reach: 3 }, 'bayan-42-reach3'],
      ['bayan', { reach: 2 }, 'bayan-42'],
      ['joker', {}, 'joker-42'],
    ];
    for (const [variant, options, text] of cases) {
      const def = GAMES.find((g) => g.variant === variant)!;
      expect(formatDeal(def, 42, options)).to.equal(text);
      const r = parseDeal(text);
      expect(r.ok, text).to.equal(true);
      if (r.ok)
        expect(r.deal).to.deep.equal({
          variant,
          seed: 42,
          options: { ...Object.fromEntries(def.options.map((s) => [s.name, s.default])), ...options },
        });
    }
    for (const def of GAMES) expect(parseDeal(`${def.variant}-4294967295`).ok, def.variant).to.equal(true);
  });

  it('refuses what is not a deal, saying why', () => {
    const bad: [string, RegExp][] = [
      ['solitaire-42', /names no game/],
      ['klondike', /not a seed/],
      ['klondike-abc', /not a seed/],
      ['klondike-4294967296', /not a seed/],
      ['klondike--1', /not a seed/],
      ['klondike-42-draw2', /not a valid draw/],
      ['klondike-42-deck32', /not an option of klondike/],
      ['klondike-42-draw3-draw1', /given twice/],
      ['joker-42-x', /not an option/],
    ];
    for (const [text, why] of bad) {
      const r = parseDeal(text);
      expect(r.ok, text).to.equal(false);
      if (!r.ok) expect(r.reason, text).to.match(why);
    }
  });

  it('keeps one entry per game and whatever else the fragment holds', () => {
    expect(withEntry('', 'klondike-1')).to.equal('#patience=klondike-1');
    expect(withEntry('#patience=klondike-1', 'bayan-2')).to.equal('#patience=klondike-1,bayan-2');
    expect(withEntry('#patience=klondike-1,bayan-2', 'klondike-9-draw3')).to.equal('#patience=klondike-9-draw3,bayan-2');
    expect(withEntry('#intro', 'klondike-1')).to.equal('#intro&patience=klondike-1');
    expect(withEntry('#a&patience=klondike-1&b', 'klondike-2')).to.equal('#a&patience=klondike-2&b');
    expect(entries('#patience=klondike-1,bayan-2')).to.deep.equal(['klondike-1', 'bayan-2']);
    expect(entryFor('#patience=klondike-1,two-by-two-5-deck32', 'two-by-two')).to.equal('two-by-two-5-deck32');
    expect(entryFor('#patience=klondike%2D1', 'klondike')).to.equal('klondike-1');
  });
});
