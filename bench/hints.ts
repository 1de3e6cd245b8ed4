/**
 * `npm run bench:hints [-- --n 10 --game klondike --pace 0]`
 *
 * A player who only ever presses Hint and plays what it shows, in headless Chromium with the
 * built bundle (dist/patience-games.js): for every game and option, N deals (seeds 1000, 8919,
 * 16838, … every 7919th). For each: does the game end won, does it ever come back to a position
 * it has been in (with unlimited redeals, the same cards one pass later count as the same
 * position), and how long each hint takes. A deal is winnable when the solver (1 M positions per
 * deal, `--nodes`, here in Node) proves it or the hints won it (a won game is a proof too); the
 * win rate counts those.
 */
import { rulesFor } from '../src/engine/session.js';
import { GAMES, solveRules } from '../test/named.js';
import { openBundlePage } from './browser.js';
import { arg, fmtMs, loadLine, optionLabel, optionSets, pct, printTable, quantile, wanted, wonRow } from './common.js';

const N = Number(arg('n', '10'));
const GAME = wanted(arg('game', ''));
/** Milliseconds between a move and the next hint (0: at once; 700: a person's pace). */
const PACE = Number(arg('pace', '0'));
const MAX_MOVES = 1500;
/** The proof that a deal is winnable: a search of this many positions (the same on every machine). */
const PROOF_NODES = Number(arg('nodes', '1000000'));

/** The page: the bundle, and a player who only ever presses Hint (kept as page script: no build helpers in it). */
const page = `<!doctype html><meta charset="utf-8"><body><script type="module" src="/patience-games.js"></script>
<script>
window.playByHints = async ({ variant, options, seed, pace, maxMoves, anyRedeals }) => {
  const el = document.createElement('patience-game');
  el.setAttribute('variant', variant);
  el.setAttribute('seed', String(seed));
  for (const [k, v] of Object.entries(options)) el.setAttribute(k, String(v));
  document.body.append(el);
  await el.updateComplete;
  // With unlimited redeals the same cards one pass later are the same position.
  const key = () => JSON.stringify([el.state.piles, anyRedeals ? 0 : el.state.redealsUsed]);
  const seen = new Set([key()]);
  const hintMs = [];
  let revisits = 0, stuck = false, moves = 0;
  while (!el.won && moves < maxMoves) {
    // The board shows the last move before the player asks again (its render is not the hint's time).
    await el.updateComplete;
    const t0 = performance.now();
    const m = await el.hint();
    hintMs.push(performance.now() - t0);
    if (!m) { stuck = true; break; }
    if (!el.play(m)) throw new Error('hint ' + JSON.stringify(m) + ' refused by play()');
    moves++;
    const k = key();
    if (seen.has(k)) revisits++;
    seen.add(k);
    if (pace > 0) await new Promise((r) => setTimeout(r, pace));
  }
  const won = el.won;
  el.remove();
  return { won, moves, revisits, stuck, hintMs };
};
</script>`;
const { tab, close } = await openBundlePage(page);

interface Played {
  won: boolean;
  moves: number;
  revisits: number;
  stuck: boolean;
  hintMs: number[];
}

/** Plays one deal by hints alone, in the page (`playByHints`, defined by the page's script). */
function play(variant: string, options: Record<string, string | number>, seed: number, anyRedeals: boolean): Promise<Played> {
  return tab.evaluate((args) => (window as unknown as { playByHints(a: unknown): Promise<Played> }).playByHints(args), {
    variant,
    options,
    seed,
    pace: PACE,
    maxMoves: MAX_MOVES,
    anyRedeals,
  });
}

console.log(
  `Hint-only play: ${N} deals per game and option (seeds 1000 + 7919 k), pace ${PACE} ms, built bundle in Chromium; ${loadLine()}.\n`,
);
const rows = [
  ['game', 'options', 'deals', 'winnable', 'won by hints', 'of winnable', 'revisits', 'hint p50 ms', 'hint p95 ms', 'hint max ms'],
];
let failed = false;
const total = { winnable: 0, won: 0, revisits: 0 };
for (const def of GAMES) {
  if (!GAME(def.variant)) continue;
  for (const options of optionSets(def)) {
    const rules = rulesFor(def, options);
    let winnable = 0;
    let won = 0;
    let revisits = 0;
    const hintMs: number[] = [];
    for (let k = 0; k < N; k++) {
      const seed = 1000 + 7919 * k;
      const proven = solveRules(rules, rules.deal(seed), { nodes: PROOF_NODES }).result === 'winnable';
      const r = await play(def.variant, options as Record<string, string | number>, seed, rules.stock?.redeals === Infinity);
      if (proven || r.won) winnable++;
      if (r.won) won++;
      revisits += r.revisits;
      hintMs.push(...r.hintMs);
      if (proven && !r.won)
        console.error(
          `  ${def.variant} ${optionLabel(options)} seed ${seed}: winnable, not won by hints (${r.moves} moves${r.stuck ? ', no hint left' : ''})`,
        );
      process.stderr.write('.');
    }
    if (revisits > 0 || quantile(hintMs, 0.95) > 100) failed = true;
    total.winnable += winnable;
    total.won += won;
    total.revisits += revisits;
    rows.push([
      ...wonRow(def.variant, options, N, winnable, won),
      String(revisits),
      fmtMs(quantile(hintMs, 0.5)),
      fmtMs(quantile(hintMs, 0.95)),
      fmtMs(Math.max(...hintMs)),
    ]);
  }
}
process.stderr.write('\n');
printTable(rows);
if (total.won < 0.98 * total.winnable) failed = true;
console.log(
  `\nAll games and options: ${total.won} of ${total.winnable} winnable deals won by hints (${pct(total.won, total.winnable)}), ${total.revisits} revisits.`,
);
console.log(
  failed
    ? '\nSome targets missed (98% of winnable deals won, no revisit, hint p95 <= 100 ms).'
    : '\nEvery target met: 98% of winnable deals won, no revisit, hint p95 <= 100 ms.',
);
console.log(`(${loadLine()} at the end.)`);
await close();
