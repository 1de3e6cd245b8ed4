/**
 * `seed="daily"`: the day's seed (daily.ts).
 */
import { expect } from '@open-wc/testing';
import { getGame } from '../named.js';
import { dailySeed, fnv1a, utcDate } from '../../src/patience-game/daily.js';

const klondike = getGame('klondike');

describe('daily: the seed', () => {
  it('is FNV-1a (32-bit) of "<UTC date>/<variant>/<every option>"', () => {
    // The published FNV-1a test vectors.
    expect(fnv1a('')).to.equal(0x811c9dc5);
    expect(fnv1a('a')).to.equal(0xe40c292c);
    expect(fnv1a('foobar')).to.equal(0xbf9cf968);
    expect(dailySeed(klondike, { draw: 3 }, '2025-03-14')).to.equal(fnv1a('2025-03-14/klondike/draw=3,redeals=0'));
    expect(dailySeed(klondike, {}, '2025-03-14')).to.equal(fnv1a('2025-03-14/klondike/draw=1,redeals=0'));
    expect(dailySeed(getGame('joker'), {}, '2025-03-14')).to.equal(fnv1a('2025-03-14/joker/'));
  });

  it('takes the date in UTC, whatever the time zone', () => {
    expect(utcDate(Date.parse('2025-03-14T23:30:00-05:00'))).to.equal('2025-03-15');
    expect(utcDate(Date.parse('2025-03-15T00:30:00+03:00'))).to.equal('2025-03-14');
  });
});
