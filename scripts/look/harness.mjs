// What the dev-server screenshot scripts share (look.mjs, look-players.mjs, look-solver.mjs): the
// command line ([out-dir] [scene,scene]), the browser, a look page opened with its element settled,
// a saved screenshot, and the scenes run by name (a failing scene is reported, the rest still run).
// Needs the dev server: ./node_modules/.bin/vite --port 5231 --strictPort (LOOK_URL for another).
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { chromeArgs, requireChromeExecutablePath } from '../browser.mjs';

/** `html`: the look page under scripts/look/; `out`: the default folder; `height`, `wait`: page defaults. */
export async function lookSession({ html, out: defaultOut, height = 900, wait = 1300 }) {
  const out = process.argv[2] ?? defaultOut;
  const only = process.argv[3];
  mkdirSync(out, { recursive: true });
  const base = process.env.LOOK_URL ?? `http://localhost:5231/scripts/look/${html}`;
  const browser = await chromium.launch({ executablePath: requireChromeExecutablePath(), args: chromeArgs });

  /** The look page (`base`) with `query`, once its element shows a board (or a notice) and has settled. */
  async function open(name, query, width, h = height, opts = {}) {
    const page = await browser.newPage({
      viewport: { width, height: h },
      deviceScaleFactor: opts.dpr ?? 1,
      reducedMotion: opts.reduced ? 'reduce' : 'no-preference',
    });
    page.on('pageerror', (e) => console.log(`[${name}] pageerror`, e.message));
    page.on('console', (m) => m.type() === 'error' && console.log(`[${name}] console`, m.text()));
    await page.goto(`${base}?${query}`);
    await page.waitForFunction(() => window.el?.shadowRoot?.querySelector('.board, .notice'));
    await page.waitForTimeout(opts.wait ?? wait);
    return page;
  }

  /** Saves `out/name.png`: the whole page, the viewport (`fullPage: false`) or a `clip`. */
  async function shot(page, name, { fullPage = true, clip } = {}) {
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: fullPage && !clip, clip });
    console.log('saved', `${out}/${name}.png`);
  }

  /** Runs the scenes (only those named on the command line, when it names some), then closes the browser. */
  async function run(scenes) {
    for (const [name, scene] of Object.entries(scenes)) {
      if (only && !only.split(',').includes(name)) continue;
      try {
        await scene();
      } catch (e) {
        console.log(`[${name}] failed:`, e.message);
      }
    }
    await browser.close();
  }

  return { out, base, browser, open, shot, run };
}
