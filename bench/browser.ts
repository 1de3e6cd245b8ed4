/** The built bundle (dist/patience-games.js and the files beside it) in headless Chromium, on a page of the bench's own. */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from 'playwright-core';
import { chromeArgs, requireChromeExecutablePath } from '../scripts/browser.mjs';

/**
 * Serves `page` (HTML that loads `/patience-games.js`) and the bundle from a local server, opens
 * it in Chromium (reduced motion) and waits for `<patience-game>` to be defined.
 */
export async function openBundlePage(page: string): Promise<{ tab: Page; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const name = /^\/([\w-]+\.js)$/.exec(req.url ?? '')?.[1];
    const file = name && new URL(`../dist/${name}`, import.meta.url);
    if (file && existsSync(file)) res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file));
    else res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const browser = await chromium.launch({ executablePath: requireChromeExecutablePath(), args: chromeArgs });
  const tab = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await tab.goto(`http://127.0.0.1:${port}/`);
  await tab.waitForFunction(() => customElements.get('patience-game') !== undefined);
  return {
    tab,
    async close() {
      await browser.close();
      server.close();
    },
  };
}
