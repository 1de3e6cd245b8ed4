// Screenshots of the playground (playground.html) at 320 and 1280 px, with a sound description
// and with a problem shown, for a person to look at:
// node scripts/look/look-playground.mjs [out-dir]
// Needs the dev server: ./node_modules/.bin/vite --port 5199 --strictPort (LOOK_URL to change it).
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { chromeArgs, requireChromeExecutablePath } from '../browser.mjs';

const out = process.argv[2] ?? '/tmp/look-playground';
const base = process.env.LOOK_URL ?? 'http://localhost:5199/';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: requireChromeExecutablePath(), args: chromeArgs });

for (const width of [320, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 320 ? 900 : 860 } });
  page.on('pageerror', (e) => console.log(`[${width}] pageerror`, e.message));
  await page.goto(`${base}playground.html`);
  await page.waitForFunction(() => document.querySelector('#board')?.state?.piles.length);
  await page.fill('#seed', '42');
  await page.click('#deal-form button');
  await page.waitForFunction(() => document.querySelector('#board').state?.seed === 42);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/playground-${width}-sound.png`, fullPage: width === 320 });
  // A problem, typed: the tableau's count made a word.
  await page.evaluate(() => {
    const ta = document.querySelector('description-editor').shadowRoot.querySelector('textarea');
    const at = ta.value.indexOf('"count": 7') + '"count": '.length;
    ta.focus();
    ta.setSelectionRange(at, at + 1);
  });
  await page.keyboard.type('"seven"');
  await page.waitForFunction(() => document.querySelector('description-editor').problems.length > 0);
  await page.locator('description-editor .problems button').first().click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/playground-${width}-problem.png`, fullPage: width === 320 });
  console.log('saved', `${out}/playground-${width}-sound.png`, `${out}/playground-${width}-problem.png`);
  await page.close();
}
await browser.close();
