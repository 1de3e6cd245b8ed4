// Screenshots of the iframe page for a person to look at: node scripts/look/look-embed.mjs [out-dir]
// Needs `npm run build` first. Serves dist/ from http://127.0.0.1:<port> (a static host, no CORS
// headers) and a blog page from http://localhost:<port> that frames dist/embed.html with the
// README's host snippet (the frame sized by `patience-resize`), at 320 and 1280 px wide.
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromeArgs, requireChromeExecutablePath } from '../browser.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'dist');
if (!existsSync(join(dist, 'embed.html'))) throw new Error('run npm run build first');
const out = process.argv[2] ?? '/tmp/look-embed';
mkdirSync(out, { recursive: true });

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const listen = (handler) =>
  new Promise((ok) => {
    const s = createServer(handler);
    s.listen(0, '127.0.0.1', () => ok(s));
  });

const files = await listen((req, res) => {
  const p = join(dist, new URL(req.url, 'http://x').pathname);
  if (!p.startsWith(dist) || !existsSync(p)) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': TYPES[extname(p)] ?? 'application/octet-stream' });
  res.end(readFileSync(p));
});
const B = `http://127.0.0.1:${files.address().port}`;

/** The README's host snippet (the frame sized by `patience-resize`), framing origin B. */
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const snippet = readme.slice(readme.indexOf('A host page that sizes the frame')).match(/```html\n([\s\S]*?)```/)[1];
if (!snippet.includes("'/patience/embed.html?variant=klondike")) throw new Error('the README host snippet changed: update look.mjs');
const blog = (query, sandbox) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A blog</title>
<style>body { font: 17px/1.5 Georgia, serif; margin: 0 auto; max-width: 860px; padding: 12px; }</style></head>
<body><h1>Sunday patience</h1><p>Today's deal: play it below.</p>
${snippet.replace("'/patience/embed.html?variant=klondike", `'${B}/embed.html?${query}`).replace(sandbox ? '' : 'sandbox="allow-scripts"', '')}
<p id="after">Text after the game.</p>
</body></html>`;
let hostServer;
const hostPort = () => hostServer.address().port;
hostServer = createServer((req, res) => {
  const q = new URL(req.url, 'http://x').searchParams;
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(blog(q.get('q') ?? 'variant=klondike&seed=42', q.get('sandbox') === '1'));
});
await new Promise((ok) => hostServer.listen(0, 'localhost', ok));

const browser = await chromium.launch({ executablePath: requireChromeExecutablePath(), args: chromeArgs });
async function shot(name, width, query, sandbox = false) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('pageerror', (e) => console.log(`[${name}] pageerror`, e.message));
  page.on('console', (m) => console.log(`[${name}] console.${m.type()}`, m.text().slice(0, 160)));
  await page.goto(`http://localhost:${hostPort()}/?q=${encodeURIComponent(query)}${sandbox ? '&sandbox=1' : ''}`);
  await page.waitForTimeout(1800);
  const h = await page.evaluate(() => document.getElementById('patience').getBoundingClientRect().height);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  console.log('saved', `${out}/${name}.png`, `frame height ${h}`);
  await page.close();
}
await shot('embed-320', 320, 'variant=klondike&seed=42', true);
await shot('embed-1280', 1280, 'variant=klondike&seed=42');
await shot('embed-1280-dark-sandbox', 1280, 'variant=seasons&seed=3&theme=dark&auto-play', true);
await shot('embed-320-bad', 320, 'variant=klondyke&seed=42');
await shot('embed-320-ru-bayan', 320, 'variant=bayan&seed=5&lang=ru&theme=dark');
await browser.close();
files.close();
hostServer.close();
