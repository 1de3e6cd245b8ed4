/** Tarjan's components as the searches keep them: lost only once a whole component is finished. */
import { expect } from '@open-wc/testing';
import { Components, stackLine } from '../../../src/engine/solver/components.js';

describe('Components', () => {
  it('marks a cycle lost only when its first entry closes, and a dead end at once', () => {
    // 0 → 1 → 2 → 1 (a way back), 2 → 3 (a dead end)
    const c = new Components();
    c.next();
    c.open(0);
    c.open(1);
    c.open(2);
    expect(c.met(2, 1), '1 is open: a way back').to.equal(true);
    c.open(3);
    c.close(3, 2, true);
    expect(c.isLost(3)).to.equal(true);
    c.close(2, 1, true);
    expect(c.isLost(2), '2 reaches 1, still open').to.equal(false);
    c.close(1, 0, true);
    expect(c.isLost(1)).to.equal(true);
    expect(c.isLost(2)).to.equal(true);
    c.close(0, -1, true);
    expect(c.isLost(0)).to.equal(true);
  });

  it('keeps lost marks for the next search and forgets the rest; clear forgets all', () => {
    const c = new Components();
    c.next();
    c.open(0);
    c.open(1);
    c.markLost(2);
    expect(c.met(1, 2), 'lost: not searched again').to.equal(true);
    c.next();
    expect(c.met(0, 1), 'open in an earlier search: searched again').to.equal(false);
    expect(c.isLost(2)).to.equal(true);
    c.clear();
    expect(c.isLost(2)).to.equal(false);
  });

  it('never marks lost what reaches a position to avoid', () => {
    const c = new Components();
    c.next();
    c.open(0);
    c.open(1);
    c.open(2);
    c.reachesRoot(2, 0);
    c.close(2, 1, true);
    c.close(1, 0, true);
    c.close(0, -1, false);
    for (const e of [0, 1, 2]) expect(c.isLost(e), `entry ${e}`).to.equal(false);
  });

  it('reads the line off a search stack: each move, then its forced moves', () => {
    const moves = Int32Array.from([0, 10, 20]);
    const autoEnds = Int32Array.from([1, 1, 3]);
    const autos = Int32Array.from([5, 21, 22]);
    expect(stackLine(2, moves, autoEnds, autos)).to.deep.equal([5, 10, 20, 21, 22]);
    expect(stackLine(1, moves, autoEnds, autos)).to.deep.equal([5, 10]);
  });
});
