/**
 * npm run bench:weight: what a page downloads, measured in Chromium, and how soon its first card
 * shows. Prints tables; asserts nothing.
 *
 * - dist/ (built in memory from the sources, as `npm run build` builds it) is served from
 *   127.0.0.1; every request is logged with the gzipped size of the file it got (the worker's too).
 * - One board of each game of the registry: the JavaScript requested before its first card shows,
 *   and once its solver has answered (`analyze()`); a page with every game.
 * - The iframe page (dist/embed.html): its scripts.
 * - A Vite app built from the package (dist/npm/): its entry chunk, and which files hold the
 *   worker, the games and the searches.
 * - First card with the CPU slowed 4× (Chromium's throttling), Klondike: today's files against the
 *   single file of `--before <dist folder>` (default: commit 3d5159a, built into a scratch
 *   worktree in the system's temp folder), taking turns, median of the runs. `--first-card`: that
 *   alone.
 *
 * Run it alone on a quiet machine: the load average is printed with the figures.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { VARIANTS } from '../src/games/registry.js';
import { chromeArgs, requireChromeExecutablePath } from '../scripts/browser.mjs';
import { buildDist } from '../scripts/dist-build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BEFORE_COMMIT = '3d5159a';
const RUNS = Number(process.env.RUNS ?? 7);
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const gz = (code: string | Buffer) => gzipSync(code, { level: 9 }).length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// ---- the files: today's dist/ and the single file before --------------------------------

function beforeDist(): string {
  const i = process.argv.indexOf('--before');
  if (i > 0) return resolve(process.argv[i + 1]);
  // Outside node_modules: the TypeScript transform reads no tsconfig for files under it.
  const tree = join(tmpdir(), 'patience-before');
  const file = join(tree, 'dist/patience-games.js');
  if (existsSync(file)) return join(tree, 'dist');
  console.log(`building the single file of ${BEFORE_COMMIT} in ${tree} …`);
  rmSync(tree, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'add', '--detach', '--force', tree, BEFORE_COMMIT], { cwd: root, stdio: 'ignore' });
  symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: tree, stdio: 'ignore' });
  return join(tree, 'dist');
}

const today = await buildDist();
const ONLY_FIRST = process.argv.includes('--first-card');
const beforeDir = beforeDist();
const before = readFileSync(join(beforeDir, 'patience-games.js'));

// ---- a server that logs what it sends ---------------------------------------------------

const log: { file: string; bytes: number; at: number }[] = [];
const gzCache = new Map<string, number>();
function send(res: ServerResponse, file: string, body: string | Buffer, type: string) {
  if (!gzCache.has(file)) gzCache.set(file, gz(body));
  log.push({ file, bytes: gzCache.get(file)!, at: Date.now() });
  res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
}
const pages = new Map<string, string>();
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const [, dir, name] = /^\/(today|before)\/([\w.-]+)$/.exec(path) ?? [];
  if (dir === 'today' && name in today)
    return send(
      res,
      `today/${name}`,
      today[name],
      name.endsWith('.html') ? 'text/html' : name.endsWith('.css') ? 'text/css' : 'text/javascript',
    );
  if (dir === 'before' && name === 'patience-games.js') return send(res, 'before/patience-games.js', before, 'text/javascript');
  const page = pages.get(path);
  if (page) return void res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  res.writeHead(404).end();
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const boardPage = (dir: string, variants: readonly string[]) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/${dir}/patience-games.js"></script></head>` +
  `<body style="margin:0;width:1000px">${variants.map((v) => `<patience-game variant="${v}" seed="1"></patience-game>`).join('')}</body></html>`;

const browser: Browser = await chromium.launch({ executablePath: requireChromeExecutablePath(), args: chromeArgs });

async function open(path: string, html: string, cpu = 1): Promise<Page> {
  pages.set(path, html);
  const page = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  if (cpu > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  return page;
}

/** Resolves with performance.now() when every board shows a card (polled each frame; a string: tsx's helpers stay out of the page). */
const cardsShown = (page: Page, n: number) =>
  page.evaluate(`new Promise((resolve) => {
    const check = () => {
      const boards = [...document.querySelectorAll('patience-game')];
      if (boards.length === ${n} && boards.every((b) => b.shadowRoot && b.shadowRoot.querySelector('[part~="card"]'))) resolve(performance.now());
      else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<number>;

const js = (entries: typeof log) => entries.filter((e) => e.file.endsWith('.js'));
const sum = (entries: typeof log) => [...new Map(js(entries).map((e) => [e.file, e.bytes])).values()].reduce((a, b) => a + b, 0);

/** A page of `variants` from today's files: JS before the first cards, and once each solver answered. */
async function measure(variants: readonly string[]): Promise<{ first: number; solved: number; files: string[] }> {
  const path = `/page-${variants.join('-')}.html`;
  log.length = 0;
  const page = await open(path, boardPage('today', variants));
  await page.goto(origin + path);
  const shown = await cardsShown(page, variants.length);
  // What the server had been asked for by then (one clock: the same machine).
  const at = ((await page.evaluate('performance.timeOrigin')) as number) + shown;
  const first = sum(log.filter((e) => e.at <= at));
  await page.evaluate(`Promise.all([...document.querySelectorAll('patience-game')].map((b) => b.analyze({ timeMs: 200 })))`);
  const solved = sum(log);
  const files = [...new Set(js(log).map((e) => e.file.replace('today/', '')))];
  await page.context().close();
  return { first, solved, files };
}

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${new Date().toISOString()}`,
);
console.log(`\nbefore: ${BEFORE_COMMIT}'s dist/patience-games.js, one file for every page: ${kB(gz(before))} gzip`);

if (!ONLY_FIRST) {
  console.log('\n## One board (JavaScript requested, gzip)\n');
  console.log('| game | before its first card shows | once its solver has answered |');
  console.log('|---|---|---|');
  for (const v of VARIANTS) {
    const m = await measure([v]);
    console.log(`| ${v} | ${kB(m.first)} | ${kB(m.solved)} |`);
  }
  const every = await measure(VARIANTS);
  console.log(`| every game on one page (${VARIANTS.length} boards) | ${kB(every.first)} | ${kB(every.solved)} |`);

  // ---- the iframe page ------------------------------------------------------------------

  console.log('\n## The iframe page (dist/embed.html)\n');
  for (const f of ['embed.js', 'embed-solver.js'])
    console.log(`- ${f}: ${kB(gz(today[f]))} gzip${f === 'embed-solver.js' ? ' (loaded by its worker: the solver, once)' : ''}`);

  // ---- a Vite app that imports the package ----------------------------------------------

  console.log('\n## A Vite app importing the package (dist/npm/, built by `npm run build`)\n');
  if (!existsSync(join(root, 'dist/npm/index.js'))) {
    console.log('(dist/npm/ is missing: run `npm run build` first)');
  } else {
    const app = join(root, 'node_modules/.cache/patience-vite-app');
    rmSync(app, { recursive: true, force: true });
    mkdirSync(app, { recursive: true });
    writeFileSync(
      join(app, 'index.html'),
      '<!doctype html><script type="module" src="./main.js"></script><patience-game variant="klondike" seed="1"></patience-game>',
    );
    writeFileSync(join(app, 'main.js'), "import 'patience-games';\n");
    const out = await build({
      root: app,
      configFile: false,
      logLevel: 'warn',
      resolve: { alias: { 'patience-games': join(root, 'dist/npm/index.js') } },
      worker: { format: 'es' },
      build: { write: false, outDir: join(app, 'dist') },
    });
    const outputs = (Array.isArray(out) ? out : [out]).flatMap((r) => ('output' in r ? r.output : []));
    const chunks = outputs.flatMap((o) => (o.type === 'chunk' ? [o] : []));
    const assets = outputs.filter((o) => o.type === 'asset' && o.fileName.endsWith('.js'));
    const entry = chunks.find((c) => c.isEntry)!;
    const searchIn = (ids: string[]) => ids.filter((id) => /dist\/npm\/(search|generic|compiled|service|[\w-]+-solver)\.js$/.test(id));
    console.log(
      `- entry chunk ${entry.fileName}: ${kB(gz(entry.code))} gzip; search code in it: ${searchIn(Object.keys(entry.modules)).join(', ') || 'none'}`,
    );
    console.log(
      `- the worker: ${
        [...chunks, ...assets]
          .filter((c) => /solver-worker/.test(c.fileName))
          .map((c) => c.fileName)
          .join(', ') || 'not emitted'
      }`,
    );
    console.log(
      `- files of their own: ${chunks
        .filter((c) => !c.isEntry)
        .map((c) => `${c.fileName} (${kB(gz(c.code))})`)
        .join(', ')}`,
    );
    if (assets.length) console.log(`- worker assets: ${assets.map((a) => a.fileName).join(', ')}`);
  }
}

// ---- first card, CPU 4× slower ----------------------------------------------------------

console.log(`\n## First card, Klondike, CPU slowed 4× (${RUNS} runs each, taking turns; ms from navigation)\n`);
const times: Record<'before' | 'today', number[]> = { before: [], today: [] };
for (let i = 0; i < RUNS; i++) {
  for (const dir of i % 2 ? (['today', 'before'] as const) : (['before', 'today'] as const)) {
    const path = `/first-${dir}-${i}.html`;
    const page = await open(path, boardPage(dir, ['klondike']), Number(process.env.CPU ?? 4));
    await page.goto(origin + path, { waitUntil: 'commit' });
    page.on('crash', () => console.log(`(${dir}: the page crashed)`));
    times[dir].push(await cardsShown(page, 1));
    await page.context().close();
  }
}
console.log('| files | median | runs |');
console.log('|---|---|---|');
for (const dir of ['before', 'today'] as const)
  console.log(`| ${dir} | ${median(times[dir]).toFixed(0)} ms | ${times[dir].map((t) => t.toFixed(0)).join(', ')} |`);
console.log(`\ntoday − before: ${(median(times.today) - median(times.before)).toFixed(0)} ms (median)`);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

await browser.close();
server.close();
