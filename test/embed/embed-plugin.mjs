// A @web/test-runner plugin for the embedding tests (test/embed/*.test.ts): the iframe page and the
// bundle (dist/'s files, built from the current sources in memory as `npm run build` builds them),
// served from other origins than the test page's (http://localhost:<wtr port>):
//
//   origin B  http://127.0.0.1:<port>  a plain static host for dist/:
//     /embed.html, /embed.css, /embed.js, /embed-solver.js, /embed-<lang>.js   no CORS headers (as most static hosts)
//     /probe/embed.html                    the same page, with probe.js first: it posts every error
//                                          and unhandled rejection of the page to its parent as
//                                          { source: 'embed-probe', error }, and what the page did
//                                          as { source: 'embed-probe', did } (a deal; a message
//                                          handled)
//     /patience-games.js and every file beside it   the bundle, with Access-Control-Allow-Origin: * (as CDNs)
//     /tamper/<file>/…                     the same files, but <file> altered (a compromised CDN)
//   origin C  http://127.0.0.1:<another port>  a third party on the host page:
//     /evil.html?frame=N                   sends commands to the host page's frame N, then posts
//                                          what it got back to its parent as { source: 'evil', got }
//   on the test runner's own origin (A):
//     /__embed__/origins                   { b, c, integrity }: the two origins, the bundle's SRI hash
//     /__embed__/embed.html, …/probe/…     the iframe page on the test page's origin (DOM reachable)
//     /__embed__/cdn-host.html?integrity=  a host page that loads the bundle from origin B with
//                                          crossorigin and the given integrity (default: the right one)
//     /__embed__/cdn-host.html?tamper=F    the build's CDN snippet (an import map pinning every file,
//                                          scripts/cdn.mjs) for the files under /tamper/F/ on origin B
import { createServer } from 'node:http';
import { buildDist } from '../../scripts/dist-build.mjs';
import { integrityMap, sri } from '../../scripts/cdn.mjs';

let files = null;
/** Every file of dist/ (the bundle and the iframe page), built once per test run. */
function built() {
  files ??= (async () => {
    const t0 = Date.now();
    const all = await buildDist();
    console.log(`embed-plugin: built the iframe page and the bundle in ${Date.now() - t0} ms`);
    return all;
  })();
  return files;
}

const PROBE = `(function () {
  function post(m) { parent.postMessage({ source: 'embed-probe', error: String(m) }, '*'); }
  addEventListener('error', function (e) { post((e.error && e.error.stack) || e.message); });
  addEventListener('unhandledrejection', function (e) { post('unhandled rejection: ' + ((e.reason && e.reason.stack) || e.reason)); });
  // What the page did, each reported after the page's own answer to it would have been posted
  // (so a test waits for these, not for a time): a deal (heard on the window, after the page's
  // listener on the element), and each message from the parent (a task later than its handling).
  function report(what) { parent.postMessage({ source: 'embed-probe', did: what }, '*'); }
  addEventListener('patience-deal', function () { report('deal'); });
  addEventListener('message', function (e) {
    if (e.source !== parent) return;
    var id = e.data && e.data.id;
    setTimeout(function () { report('handled ' + id); });
  });
})();
`;

const EVIL = `<!doctype html>
<title>a third party</title>
<script>
  var q = new URLSearchParams(location.search);
  var target = parent[Number(q.get('frame'))];
  var got = [];
  addEventListener('message', function (e) { if (e.source === target) got.push(e.data); });
  target.postMessage({ source: 'patience-games', command: 'newGame', args: [99], id: 'evil-1' }, '*');
  target.postMessage({ source: 'patience-games', command: 'state', id: 'evil-2' }, '*');
  target.postMessage({ source: 'patience-games', command: 'play', args: [{ kind: 'deal', from: 'stock', to: 'waste', count: 1 }], id: 'evil-3' }, '*');
  setTimeout(function () { parent.postMessage({ source: 'evil', got: got }, '*'); }, Number(q.get('wait') || 800));
</script>`;

const TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
};
const typeOf = (name) => TYPES[name.split('.').pop()] ?? 'text/plain';

/** A page's file under `path` (`/embed.js`, `/probe/embed.html`, …): [name, body] or null. */
async function embedFile(path) {
  const probe = path.startsWith('/probe/');
  const name = path.slice(probe ? '/probe/'.length : 1);
  if (name === 'probe.js') return [name, PROBE];
  if (!['embed.html', 'embed.css', 'embed.js', 'embed-solver.js'].includes(name) && !/^embed-[\w-]+\.js$/.test(name)) return null;
  let body = (await built())[name];
  if (probe && name === 'embed.html')
    body = body.replace('<script defer src="embed.js">', '<script src="probe.js"></script>\n<script defer src="embed.js">');
  return [name, body];
}

/** A file altered on the way: what a compromised server or CDN might send. */
const tampered = (code) => `${code}\n;globalThis.__tampered = true;\n`;

function cdnHost(b, integrity, map = '') {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>a blog that loads the bundle from a CDN</title>
<script>
  // Every worker the page starts: its URL and type, messages and errors heard from it.
  window.__workers = [];
  const RealWorker = window.Worker;
  window.Worker = class extends RealWorker {
    constructor(url, options) {
      super(url, options);
      const w = { url: String(url), type: options && options.type, messages: 0, errors: 0 };
      window.__workers.push(w);
      this.addEventListener('message', () => w.messages++);
      this.addEventListener('error', () => w.errors++);
    }
  };
</script>
${map}
<script type="module" src="${b}/patience-games.js" integrity="${integrity}" crossorigin="anonymous"></script>
</head>
<body>
<patience-game variant="klondike" seed="42"></patience-game>
</body>
</html>`;
}

function listen(handler) {
  return new Promise((ok) => {
    const server = createServer((req, res) => {
      handler(req, res).catch((e) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(e?.stack ?? e));
      });
    });
    server.listen(0, '127.0.0.1', () => ok(server));
  });
}

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function embedPlugin() {
  let serverB = null;
  let serverC = null;
  const origin = (s) => `http://127.0.0.1:${s.address().port}`;
  return {
    name: 'embed-origins',
    async serverStart() {
      serverB = await listen(async (req, res) => {
        const path = new URL(req.url, 'http://x').pathname;
        const [, tamper, name] = path.match(/^\/(?:tamper\/([^/]+)\/)?([^/]+)$/) ?? [];
        if (name?.endsWith('.js') && !name.startsWith('embed') && name in (await built())) {
          res.writeHead(200, { 'content-type': typeOf(path), 'access-control-allow-origin': '*' });
          const code = (await built())[name];
          res.end(name === tamper ? tampered(code) : code);
          return;
        }
        const f = await embedFile(path);
        if (!f) {
          res.writeHead(404, { 'content-type': 'text/plain' });
          res.end('not found');
          return;
        }
        res.writeHead(200, { 'content-type': typeOf(f[0]) });
        res.end(f[1]);
      });
      serverC = await listen(async (req, res) => {
        const path = new URL(req.url, 'http://x').pathname;
        res.writeHead(path === '/evil.html' ? 200 : 404, { 'content-type': typeOf('x.html') });
        res.end(path === '/evil.html' ? EVIL : 'not found');
      });
    },
    async serverStop() {
      await Promise.all([serverB, serverC].map((s) => s && new Promise((ok) => s.close(ok))));
    },
    async serve(context) {
      if (!context.path.startsWith('/__embed__/')) return undefined;
      const path = context.path.slice('/__embed__'.length);
      // No .json in the name: the test runner's esbuild turns .json into modules.
      if (path === '/origins') {
        const integrity = sri((await built())['patience-games.js']);
        return { body: JSON.stringify({ b: origin(serverB), c: origin(serverC), integrity }), type: 'json' };
      }
      if (path === '/cdn-host.html') {
        const q = context.URL.searchParams;
        const integrity = q.get('integrity') ?? sri((await built())['patience-games.js']);
        const tamper = q.get('tamper');
        if (!tamper) return { body: cdnHost(origin(serverB), integrity), type: 'html' };
        const base = `${origin(serverB)}/tamper/${tamper}`;
        return {
          body: cdnHost(base, integrity, `<script type="importmap">${integrityMap(`${base}/`, await built())}</script>`),
          type: 'html',
        };
      }
      const f = await embedFile(path);
      return f ? { body: f[1], type: f[0].split('.').pop() } : undefined;
    },
  };
}
