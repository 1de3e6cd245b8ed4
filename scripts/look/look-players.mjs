// Screenshots of statistics, the daily deal, a four-colour deck and the left-handed table, for a
// person to look at: node scripts/look/look-players.mjs [out-dir] [scene,scene]
// Needs the dev server: ./node_modules/.bin/vite --port 5231 --strictPort (LOOK_URL to change it).
import { lookSession } from './harness.mjs';

const { open, shot, run } = await lookSession({ html: 'look.html', out: '/tmp/look-players', height: 900, wait: 1300 });

/** Plays a few games so the statistics have figures: two wins and a game left unwon. */
const someHistory = (page) =>
  page.evaluate(async () => {
    const { klondikeFourKings } = await import('/test/elements/positions.ts');
    const el = window.el;
    for (let g = 0; g < 3; g++) {
      el.restore(klondikeFourKings());
      for (let i = 0; i < 4; i++) el.play(el.legalMoves().find((x) => x.to.startsWith('foundation') && !x.from.startsWith('foundation')));
      if (g === 0) {
        el.newGame(5);
        el.play(el.legalMoves()[0]);
      }
    }
    el.newGame(42);
    await el.updateComplete;
  });

const openStats = async (page) => {
  await page.evaluate(() => window.el.shadowRoot.querySelector('[part~="stats"]').click());
  await page.waitForTimeout(400);
};

const scenes = {
  async stats() {
    for (const [w, lang] of [
      [320, 'en'],
      [1280, 'en'],
      [320, 'ru'],
    ]) {
      const p = await open('stats', `stats&seed=42&lang=${lang}`, w, w === 320 ? 640 : 800);
      await someHistory(p);
      await shot(p, `stats-toolbar-${lang}-${w}`);
      await openStats(p);
      await shot(p, `stats-panel-${lang}-${w}`, { fullPage: false });
      await p.close();
    }
  },
  async daily() {
    for (const [w, lang] of [
      [320, 'en'],
      [1280, 'en'],
      [320, 'ru'],
      [1280, 'ru'],
    ]) {
      const p = await open('daily', `seed=daily&today=2025-03-14&stats&link&lang=${lang}`, w, 700);
      await shot(p, `daily-${lang}-${w}`);
      await p.close();
    }
  },
  async four() {
    for (const w of [320, 1280]) {
      const p = await open('four', `four&seed=7&draw=3`, w, 800);
      await p.evaluate(() => {
        for (let i = 0; i < 4; i++) window.el.play(window.el.legalMoves().find((m) => m.kind === 'deal'));
      });
      await p.waitForTimeout(600);
      await shot(p, `four-colour-${w}`);
      await p.close();
    }
  },
  async left() {
    for (const w of [320, 1280]) {
      const p = await open('left', `left-handed&seed=7&draw=3`, w, 800);
      await p.evaluate(() => {
        for (let i = 0; i < 3; i++) window.el.play(window.el.legalMoves().find((m) => m.kind === 'deal'));
      });
      await p.waitForTimeout(600);
      await shot(p, `left-handed-${w}`);
      await p.close();
    }
  },
  async linkFallback() {
    const p = await open('link', `link&seed=42&draw=3`, 320, 640);
    await p.evaluate(() => Object.defineProperty(navigator, 'clipboard', { configurable: true, get: () => undefined }));
    await p.evaluate(() => window.el.shadowRoot.querySelector('[part~="copy-link"]').click());
    await p.waitForTimeout(400);
    await shot(p, 'link-fallback-320', { fullPage: false });
    await p.close();
  },
};

await run(scenes);
