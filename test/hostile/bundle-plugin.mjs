// A @web/test-runner plugin for the hostile-page tests (test/hostile/pages.test.ts):
//
//   /__hostile__/patience-games.js  the production bundle and the files beside it (every *.js of
//                                   dist/, and of dist/words/<lang>/), built from the current sources as `npm run build` builds
//                                   them (scripts/dist-build.mjs), in memory, once per test run
//   /__hostile__/page.html?...      a host page that loads it; query:
//                                     csp=0     no Content-Security-Policy (default: the strict one)
//                                     twice=1   loads the bundle a second time (another URL)
//                                     css=a,b   host style sheets (see HOST_CSS)
//                                     games=N   N <patience-game> elements (default 1; seed 100+i),
//                                     variant=  their variant (default klondike)
//                                     lang=     the page's language (default en)
//                                     inline=1  the page describes a game of its own (Golf's rules as
//                                               "page-golf", inline JSON) and shows it, winnable
//   /__hostile__/probe.js           loaded first: records CSP violations, errors and unhandled
//                                   rejections, the workers the page starts (and whether they
//                                   answer), and counts listeners added to document and window
//   /__hostile__/host.css?css=a,b   the host page's style sheets
import { readFileSync } from 'node:fs';
import { buildBundle } from '../../scripts/dist-build.mjs';
export const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'";

/** Host page CSS that has broken widgets before. */
const HOST_CSS = {
  'all-unset': '* { all: unset; }',
  'big-font': 'html { font-size: 40px; } body { font-size: 2rem; line-height: 3; }',
  rtl: 'html { direction: rtl; }',
  'hostile-boxes': '* { box-sizing: content-box !important; margin: 3px; padding: 2px; } div { border: 1px solid red; }',
  // The page's own layout, written after its reset (as real pages do).
  layout: 'html, body { display: block; margin: 0; } .box { display: block; width: 480px; margin: 10px; }',
};

let bundle = null;
/** The bundle's files by name (built once per test run). */
function bundleFiles() {
  bundle ??= (async () => {
    const t0 = Date.now();
    const { files } = await buildBundle();
    console.log(`hostile-bundle: built ${Object.keys(files).length} files in ${Date.now() - t0} ms`);
    return files;
  })();
  return bundle;
}

const PROBE = `(() => {
  const h = (window.__hostile = { violations: [], errors: [], listeners: { document: 0, window: 0 } });
  document.addEventListener('securitypolicyviolation', (e) =>
    h.violations.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample, source: e.sourceFile, line: e.lineNumber }));
  addEventListener('error', (e) => h.errors.push(String(e.error && e.error.stack || e.message)));
  addEventListener('unhandledrejection', (e) => h.errors.push('unhandled rejection: ' + String(e.reason && e.reason.stack || e.reason)));
  h.workers = [];
  const RealWorker = window.Worker;
  window.Worker = class extends RealWorker {
    constructor(url, options) {
      super(url, options);
      const w = { url: String(url), type: options && options.type, messages: 0, errors: 0 };
      h.workers.push(w);
      this.addEventListener('message', () => w.messages++);
      this.addEventListener('error', () => w.errors++);
    }
  };
  // Net listeners on document and window: what is added and not removed (by type and function).
  for (const [name, target] of [['document', document], ['window', window]]) {
    const live = new Set();
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    const key = (type, fn, opts) => type + '|' + (typeof opts === 'boolean' ? opts : !!(opts && opts.capture));
    const ids = new WeakMap();
    let next = 0;
    const id = (fn) => { if (fn == null) return 'null'; if (!ids.has(fn)) ids.set(fn, ++next); return ids.get(fn); };
    target.addEventListener = function (type, fn, opts) {
      live.add(key(type, fn, opts) + '|' + id(fn));
      h.listeners[name] = live.size;
      return add.call(this, type, fn, opts);
    };
    target.removeEventListener = function (type, fn, opts) {
      live.delete(key(type, fn, opts) + '|' + id(fn));
      h.listeners[name] = live.size;
      return remove.call(this, type, fn, opts);
    };
    h['live' + name] = live;
  }
})();
`;

function page(q) {
  const csp = q.get('csp') === '0' ? '' : `<meta http-equiv="Content-Security-Policy" content="${STRICT_CSP}">`;
  const css = q.get('css') ? `<link rel="stylesheet" href="/__hostile__/host.css?css=${encodeURIComponent(q.get('css'))}">` : '';
  const n = Number(q.get('games') ?? '1');
  const variant = q.get('variant') ?? 'klondike';
  const games = Array.from(
    { length: n },
    (_, i) => `<div class="box"><patience-game variant="${variant}" seed="${100 + i}"></patience-game></div>`,
  ).join('\n');
  const again = q.get('twice') === '1' ? '<script type="module" src="/__hostile__/patience-games.js?again"></script>' : '';
  const golf = JSON.parse(readFileSync(new URL('../../src/games/descriptions/golf.json', import.meta.url), 'utf8'));
  const inline =
    q.get('inline') === '1'
      ? `<script type="application/json" data-patience-game>${JSON.stringify({ ...golf, id: 'page-golf' })}</script>
<div class="box"><patience-game variant="page-golf" seed="7" winnable></patience-game></div>`
      : '';

  return `<!doctype html>
<html lang="${q.get('lang') ?? 'en'}">
<head>
<meta charset="utf-8">
${csp}
<title>hostile host page</title>
<script src="/__hostile__/probe.js"></script>
${css}
<script type="module" src="/__hostile__/patience-games.js"></script>
${again}
</head>
<body>
${games}
${inline}
</body>
</html>`;
}

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function hostileBundlePlugin() {
  return {
    name: 'hostile-bundle',
    async serve(context) {
      if (!context.path.startsWith('/__hostile__/')) return undefined;
      const q = context.URL.searchParams;
      const [, name] = context.path.match(/^\/__hostile__\/((?:words\/[\w-]+\/)?[\w-]+\.js)$/) ?? [];
      if (name && name !== 'probe.js') {
        const files = await bundleFiles();
        return name in files ? { body: files[name], type: 'js' } : undefined;
      }
      switch (context.path) {
        case '/__hostile__/probe.js':
          return { body: PROBE, type: 'js' };
        case '/__hostile__/host.css':
          return {
            body: (q.get('css') ?? '')
              .split(',')
              .map((k) => HOST_CSS[k] ?? '')
              .join('\n'),
            type: 'css',
          };
        case '/__hostile__/page.html':
          return { body: page(q), type: 'html' };
        default:
          return undefined;
      }
    },
  };
}
