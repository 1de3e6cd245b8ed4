// Screenshots of the demo page in German, Japanese and Arabic at 320 and 1280 px (the toolbar's
// words, the status line, the statistics dialog, Arabic right to left), for a person to look at:
// node scripts/look/look-languages.mjs [out-dir] [lang,lang]
// Needs the dev server: ./node_modules/.bin/vite --port 5231 --strictPort (LOOK_URL to change it).
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { chromeArgs, requireChromeExecutablePath } from '../browser.mjs';

const out = process.argv[2] ?? '/tmp/look-languages';
const langs = (process.argv[3] ?? 'de,ja,ar').split(',');
const base = process.env.LOOK_URL ?? 'http://localhost:5231/';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: requireChromeExecutablePath(), args: chromeArgs });

for (const lang of langs) {
  for (const width of [320, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width === 320 ? 760 : 900 } });
    page.on('pageerror', (e) => console.log(`[${lang} ${width}] pageerror`, e.message));
    await page.goto(base);
    await page.waitForFunction(() => document.querySelector('patience-game')?.state);
    await page.selectOption('select[name=lang]', lang);
    await page.check('input[data-flag="stats"]');
    // Statistics come with the next deal of other attributes (turning `stats` on alone loads nothing yet).
    await page.evaluate(() => document.querySelector('patience-game').setAttribute('seed', '42'));
    await page.waitForFunction(
      (l) =>
        [...document.querySelectorAll('patience-game')].some((el) => el.language === l && el.shadowRoot.querySelector('[part~="stats"]')),
      lang,
    );
    await page.waitForTimeout(1500);
    const board = page.locator('patience-game:visible').first();
    await board.screenshot({ path: `${out}/demo-${lang}-${width}.png` });
    await board.evaluate((el) => el.shadowRoot.querySelector('[part~="stats"]').click());
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/demo-${lang}-${width}-stats.png` });
    console.log('saved', `${out}/demo-${lang}-${width}.png`, `${out}/demo-${lang}-${width}-stats.png`);
    await page.close();
  }
}
await browser.close();
