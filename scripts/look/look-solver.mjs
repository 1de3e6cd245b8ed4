// Screenshots of the solver's and Joker's parts of <patience-game>: node scripts/look/look-solver.mjs [out-dir] [scene,…]
// The verdict in the status line (320 and 1280 px), "No longer winnable", a joker standing in and
// its glide back to the reserve, auto-play mid-way, and the "finding a winnable deal" notice.
// Needs the dev server: ./node_modules/.bin/vite --port 5231 --strictPort (LOOK_URL for another port).
import { lookSession } from './harness.mjs';

const { out, base, browser, open, shot, run } = await lookSession({ html: 'look.html', out: '/tmp/look', height: 800, wait: 900 });
/** Waits for a settled verdict and returns its classes. */
const verdict = (page) =>
  page
    .waitForFunction(
      () => {
        const v = window.el.shadowRoot.querySelector('[part~="verdict"]');
        return v && !v.classList.contains('checking') ? v.className : null;
      },
      null,
      { timeout: 10000 },
    )
    .then((h) => h.jsonValue());
const positions = (page, key) => page.evaluate(async (k) => (await (await fetch('/stories/positions.json')).json())[k], key);
const JOKER = {
  variant: 'joker',
  seed: 1,
  options: {},
  moveCount: 40,
  won: false,
  lost: false,
  piles: [
    ['foundation-0', 'AC 7C 8C 9C TC JC QC KC'],
    ['foundation-1', 'AD 7D 8D 9D TD JD QD KD'],
    ['foundation-2', 'AH 7H 8H'],
    ['foundation-3', 'AS'],
    ['tableau-0', 'BJ'],
    ['tableau-1', 'KH RJ JH'],
    ['tableau-2', 'KS QH JS TH 9S'],
    ['tableau-3', 'QS'],
    ['tableau-4', 'TS 9H 8S'],
    ['tableau-5', '7S'],
    ['reserve', ''],
  ].map(([id, codes]) => ({
    id,
    kind: id.split('-')[0],
    cards: codes
      .split(' ')
      .filter(Boolean)
      .map((code) => ({ code, faceUp: true })),
  })),
};

const scenes = {
  async status() {
    for (const w of [320, 1280]) {
      const p = await open(`status${w}`, 'seed=42', w, 700);
      console.log(w, 'deal verdict', await verdict(p));
      await shot(p, `status-deal-${w}`);
      const st = await positions(p, 'klondike/1');
      await p.evaluate((s) => window.el.restore(s), st);
      console.log(w, 'nearly won', await verdict(p));
      await shot(p, `status-winnable-${w}`, { clip: { x: 0, y: 0, width: w, height: w < 500 ? 260 : 200 } });
      await p.close();
    }
  },
  async lost() {
    for (const w of [320, 1280]) {
      for (const lang of ['en', 'ru']) {
        const p = await open(`lost${w}`, `variant=bayan&seed=1&lang=${lang}`, w, 700);
        const st = await positions(p, 'bayan/2');
        await p.evaluate((s) => window.el.restore(s), st);
        await verdict(p);
        // The first of its moves that the solver says loses the game.
        await p.evaluate(async () => {
          for (const m of window.el.legalMoves()) {
            window.el.play(m);
            const r = await window.el.analyze({ timeMs: 1000 });
            if (r.result === 'unwinnable') return;
            window.el.undo();
          }
        });
        console.log(w, lang, 'after the losing move', await verdict(p));
        const said = await p.evaluate(() => window.el.shadowRoot.querySelector('.live').textContent);
        console.log('  live region:', said);
        await shot(p, `status-lost-${lang}-${w}`, { clip: { x: 0, y: 0, width: w, height: 200 } });
        await p.close();
      }
    }
  },
  async joker() {
    for (const w of [320, 900]) {
      const p = await open(`joker${w}`, 'variant=joker&seed=1', w, 700);
      await p.evaluate((s) => window.el.restore(s), JOKER);
      await p.evaluate(() => window.el.play({ kind: 'move', from: 'tableau-4', to: 'tableau-0', count: 1 }));
      await p.waitForTimeout(500);
      await shot(p, `joker-stand-in-${w}`);
      await p.close();
    }
  },
  async jokerGlide() {
    const p = await open('glide', 'variant=joker&seed=1', 900, 700);
    await p.evaluate((s) => window.el.restore(s), JOKER);
    await p.waitForTimeout(400);
    // J♥ onto Q♠ frees the red joker: it goes back to the reserve. Frames of the glide, paused.
    await p.evaluate(() => window.el.play({ kind: 'move', from: 'tableau-1', to: 'tableau-3', count: 1 }));
    await p.evaluate(() => window.el.updateComplete);
    for (const f of [0, 0.3, 0.6, 1]) {
      const n = await p.evaluate((frac) => {
        const anims = window.el.shadowRoot.getAnimations();
        for (const a of anims) {
          a.pause();
          a.currentTime = frac * a.effect.getComputedTiming().duration;
        }
        return anims.length;
      }, f);
      await shot(p, `joker-glide-${Math.round(f * 100)}`, { x: 0, y: 0, width: 900, height: 560 });
      console.log('glide frame', f, 'animations', n);
    }
    await p.close();
  },
  async autoPlay() {
    const p = await open('auto', 'seed=1', 900, 700);
    // A deal where a move frees an ace; with auto-play the ace (and what follows) goes up by itself.
    const mv = await p.evaluate(() => {
      const el = window.el;
      el.setAttribute('auto-play', '');
      for (let seed = 1; seed < 400; seed++) {
        el.newGame(seed);
        const m = el.legalMoves().find((x) => {
          if (x.kind !== 'move' || !x.from.startsWith('tableau') || x.count !== 1) return false;
          const pile = el.state.piles.find((q) => q.id === x.from);
          return pile.cards.length >= 2 && pile.cards.at(-2).code[0] === 'A';
        });
        if (m) return m;
      }
      return null;
    });
    await p.waitForTimeout(1200);
    const events = [];
    await p.exposeFunction('heard', (d) => events.push(d));
    await p.evaluate(() => window.el.addEventListener('patience-move', (e) => window.heard(`${e.detail.source}: ${e.detail.description}`)));
    await p.evaluate((m) => window.el.play(m), mv);
    await p.waitForTimeout(290);
    await shot(p, 'auto-play-mid');
    await p.waitForTimeout(1200);
    await shot(p, 'auto-play-after');
    console.log('auto-play events:', events);
    await p.close();
  },
  async finding() {
    const p = await browser.newPage({ viewport: { width: 700, height: 500 } });
    await p.goto(`${base}?none`);
    await p.evaluate(() => {
      window.el.setAttribute('winnable', '');
      window.el.setAttribute('reach', '2');
      window.el.setAttribute('seed', '100');
      window.el.setAttribute('variant', 'bayan');
      window.t0 = performance.now();
      window.el.addEventListener('patience-deal', () => (window.t1 = performance.now()));
    });
    await p.waitForFunction(() => /winnable/i.test(window.el.shadowRoot.querySelector('.notice.finding')?.textContent ?? ''));
    await p.screenshot({ path: `${out}/winnable-finding.png`, clip: { x: 0, y: 0, width: 700, height: 320 }, animations: 'disabled' });
    console.log('saved', `${out}/winnable-finding.png`);
    await p.waitForFunction(() => window.el.state, null, { timeout: 60000 });
    console.log(
      'bayan reach 2 winnable from seed 100: seed',
      await p.evaluate(() => `${window.el.seed} in ${Math.round(window.t1 - window.t0)} ms`),
    );
    await p.waitForTimeout(900);
    await shot(p, 'winnable-dealt');
    await p.close();
  },
};

await run(scenes);
