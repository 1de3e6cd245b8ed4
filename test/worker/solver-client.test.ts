/**
 * The page's way to the solver: boards whose search lives for the whole deal, in a module
 * worker or, where none can be made or it fails, on the page itself.
 */
import { expect } from '@open-wc/testing';
import { dealNamed } from '../named.js';
import { SolverClient, type WorkerFactory } from '../../src/worker/solver-client.js';

const klondike = (seed = 1) => {
  const r = dealNamed('klondike', { draw: 1, redeals: 'unlimited' }, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const moduleWorker: WorkerFactory = () => new Worker(new URL('../../src/worker/solver-worker.ts', import.meta.url), { type: 'module' });

describe('SolverClient', () => {
  it('answers from a module worker, and the board follows the game without starting again', async () => {
    const client = new SolverClient(moduleWorker);
    const g = klondike();
    const board = client.openBoard(g.variant, g.options, g.table);
    const first = await board.run([], { avoid: true, ms: Infinity, positions: 5_000_000 }).result;
    expect(client.lastRan).to.equal('worker');
    expect(first.result).to.equal('winnable');
    if (first.result !== 'winnable') return;
    // Along its own line: every position is winnable, and answered at once.
    const line = first.moves;
    for (const n of [1, 5, 20]) {
      const r = await board.run(line.slice(0, n), { avoid: true, ms: Infinity, positions: 5_000_000 }).result;
      expect(r.result, `after ${n} moves`).to.equal('winnable');
    }
    board.close();
    client.end();
  });

  it('runs on the page when no worker can be made, with the same answers', async () => {
    const client = new SolverClient(() => {
      throw new Error('blocked by CSP');
    });
    const g = klondike();
    const r = await client.openBoard(g.variant, g.options, g.table).run([], { avoid: false, ms: Infinity, positions: 5_000_000 }).result;
    expect(client.lastRan).to.equal('main-thread');
    expect(r.result).to.equal('winnable');
  });

  it('moves to the page when the worker fails to load', async () => {
    const client = new SolverClient(() => new Worker('data:text/javascript,throw new Error("no")', { type: 'module' }));
    const g = klondike();
    const r = await client.openBoard(g.variant, g.options, g.table).run([], { avoid: false, ms: Infinity, positions: 5_000_000 }).result;
    expect(r.result).to.equal('winnable');
    expect(client.lastRan).to.equal('main-thread');
  });

  it('cancels: the job answers cancelled, the next one answers', async () => {
    const client = new SolverClient(moduleWorker);
    const g = klondike();
    const board = client.openBoard(g.variant, g.options, g.table);
    const job = board.run([], { avoid: false, ms: Infinity, positions: 5_000_000 });
    job.cancel();
    const r1 = await job.result;
    expect(r1.result === 'unknown' && r1.reason).to.equal('cancelled');
    const r2 = await board.run([], { avoid: false, ms: Infinity, positions: 5_000_000 }).result;
    expect(r2.result, JSON.stringify(r2)).to.equal('winnable');
    board.close();
    client.end();
  });

  it('a new job for a board replaces the one in progress', async () => {
    const client = new SolverClient(moduleWorker);
    const g = klondike(2);
    const board = client.openBoard(g.variant, g.options, g.table);
    const a = board.run([], { avoid: false, ms: Infinity, positions: 5_000_000 });
    const b = board.run([], { avoid: false, ms: Infinity, positions: 5_000_000, urgent: true });
    const ra = await a.result;
    expect(ra.result === 'unknown' && ra.reason).to.equal('cancelled');
    expect((await b.result).result).to.not.equal('unknown');
    board.close();
    client.end();
  });

  it('finds a winnable deal by node budget, the same in a worker and on the page', async () => {
    const inWorker = new SolverClient(moduleWorker);
    const onPage = new SolverClient(null);
    const a = await inWorker.findWinnable('joker', {}, 40).result;
    const b = await onPage.findWinnable('joker', {}, 40).result;
    expect(a).to.not.equal(null);
    expect(a!.moves).to.not.equal(null);
    expect(b!.seed).to.equal(a!.seed);
    inWorker.end();
  });

  it('says what is wrong with a bad request, and goes on', async () => {
    const client = new SolverClient(null);
    const g = klondike();
    const board = client.openBoard(g.variant, g.options, g.table);
    const bad = await board.run([{ kind: 'move', from: 0, to: 1, count: 9 }], { avoid: false, ms: Infinity, positions: 1000 }).result;
    expect(bad.result === 'unknown' && bad.reason).to.equal('error');
    expect((await board.run([], { avoid: false, ms: Infinity, positions: 5_000_000 }).result).result).to.equal('winnable');
  });
});
