// Screenshot the card sheet at two card widths. Expects vite on :5199:
//   ./node_modules/.bin/vite --port 5199 --strictPort
import { chromium } from 'playwright-core';

const base = process.env.SHEET_URL ?? 'http://localhost:5199/demo/card-sheet.html';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const [w, extra] of [
  [40, ''],
  [40, '&dpr2'],
  [110, ''],
  [110, '&dark'],
  [250, ''],
]) {
  const page = await browser.newPage({ viewport: { width: 14 * (w + 6) + 30, height: 600 }, deviceScaleFactor: extra === '&dpr2' ? 2 : 1 });
  page.on('pageerror', (e) => console.log('[pageerror]', e.message));
  await page.goto(`${base}?w=${w}${extra}`);
  await page.waitForSelector('.card svg');
  const out = `/tmp/card-sheet-${w}${extra.replace('&', '-')}.png`;
  await page.screenshot({ path: out, fullPage: true });
  console.log('saved', out);
  if (w === 250) {
    // Detail crops of the big sheet (full sheet is too wide to view in one go).
    for (const [i, clip] of [
      { x: 0, y: 0, width: 1300, height: 1100 },
      { x: 2000, y: 0, width: 1700, height: 1100 },
      { x: 0, y: 1430, width: 2100, height: 380 },
    ].entries()) {
      await page.screenshot({ path: `/tmp/card-sheet-250-crop${i}.png`, clip, fullPage: true });
    }
  }
  await page.close();
}
// Pixel-exact 40 px sheet blown up 3x (nearest neighbour) for inspection.
const zoom = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
const png = (await import('node:fs')).readFileSync('/tmp/card-sheet-40.png').toString('base64');
await zoom.setContent(`<body style="margin:0"><img style="zoom:3;image-rendering:pixelated" src="data:image/png;base64,${png}">`);
await zoom.screenshot({ path: '/tmp/card-sheet-40-zoom3.png', clip: { x: 0, y: 0, width: 1400, height: 1000 } });
console.log('saved /tmp/card-sheet-40-zoom3.png');
await browser.close();
