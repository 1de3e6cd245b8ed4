/**
 * `npm run bench:analyze [-- --ms 2000 --draw 1]`
 *
 * The element's `analyze()` on the shared Klondike deals (../shared/bench/, unlimited redeals), as
 * a host page calls it: headless Chromium, the built bundle (dist/patience-games.js), wall time
 * from the call to the answer. Two boards: one with `no-analysis`, restored to the deal and shown
 * (rendered) before `analyze()` is called, so the time is the solver's own (no background verdict
 * has started on it); one called at once after `restore()`, while the page still renders the board
 * and the verdict starts. Decided: winnable or unwinnable within the budget; disagreements: a
 * verdict against the published one.
 */
import { getGame } from '../test/named.js';
import { rulesFor } from '../src/engine/session.js';
import { tableToPiles, type GameState } from '../src/engine/state.js';
import { openBundlePage } from './browser.js';
import { arg, fmtMs, pct, printTable, quantile } from './common.js';
import { dealTable, DEFAULT_DEALS, loadDeals } from './deals.js';

const MS = Number(arg('ms', '2000'));
const DRAWS = arg('draw', '1,3').split(',').map(Number);
const DEALS = arg('deals', DEFAULT_DEALS);

/** The page: the bundle and two boards; `analyzeState` restores a state on one and times `analyze()`. */
const page = `<!doctype html><meta charset="utf-8"><body>
<patience-game id="shown" variant="klondike" seed="1" no-analysis></patience-game>
<patience-game id="at-once" variant="klondike" seed="1"></patience-game>
<script type="module" src="/patience-games.js"></script>
<script>
window.analyzeState = async (state, timeMs, shown) => {
  const el = document.getElementById(shown ? 'shown' : 'at-once');
  await el.updateComplete;
  if (!el.restore(state)) throw new Error('restore refused');
  if (shown) {
    await el.updateComplete;
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
  }
  const t0 = performance.now();
  const r = await el.analyze({ timeMs });
  return { result: r.result, wall: performance.now() - t0 };
};
</script>`;
const { tab, close } = await openBundlePage(page);

interface Answer {
  result: string;
  wall: number;
}

const def = getGame('klondike');
const deals = loadDeals(DEALS);
console.log(`analyze() on ${deals.length} shared Klondike deals (unlimited redeals), ${MS} ms budget, built bundle in Chromium.\n`);
const rows = [['draw', 'board', 'deals', 'decided', 'disagreements', 'wall p50 ms', 'wall p95 ms']];
for (const draw of DRAWS) {
  const options = { draw, redeals: 'unlimited' };
  const rules = rulesFor(def, options);
  for (const shown of [true, false]) {
    const walls: number[] = [];
    let decided = 0;
    let disagree = 0;
    for (const d of deals) {
      const state: GameState = {
        variant: 'klondike',
        seed: d.id,
        options,
        moveCount: 0,
        won: false,
        lost: false,
        redealsUsed: 0,
        piles: tableToPiles(rules, dealTable(rules, d)),
      };
      const a = await tab.evaluate(
        ([s, ms, on]) =>
          (window as unknown as { analyzeState(s: unknown, ms: number, on: boolean): Promise<Answer> }).analyzeState(s, ms, on),
        [state, MS, shown] as const,
      );
      walls.push(a.wall);
      if (a.result !== 'unknown') decided++;
      const published = draw === 1 ? d.draw1 : d.draw3;
      if (a.result !== 'unknown' && published !== 'undecided' && a.result !== published) {
        disagree++;
        console.error(`  deal ${d.id} draw ${draw}: ${a.result}, published ${published}`);
      }
      process.stderr.write('.');
    }
    const board = shown ? 'shown, no-analysis' : 'at once after restore';
    rows.push([
      String(draw),
      board,
      String(deals.length),
      pct(decided, deals.length),
      String(disagree),
      fmtMs(quantile(walls, 0.5)),
      fmtMs(quantile(walls, 0.95)),
    ]);
  }
}
process.stderr.write('\n');
printTable(rows);
await close();
