// The static files of dist/, built in memory: `npm run build` writes them, the hostile-page and
// iframe tests serve them, `npm run bench:weight` measures them.
//   patience-games.js + beside it: solver-worker.js, one file per game (klondike.js), per game's
//     solver (klondike-solver.js), the engine and search core they share, and the parts loaded when
//     first used (players.js, de.js and each language, service.js)  (vite.config.ts, mode "bundle")
//   embed.html, embed.css, embed.js (classic script: element, every game, the bridge),
//     embed-solver.js (classic script: every game's solver, for the iframe page's worker) and
//     embed-<lang>.js (classic script: one language's words, loaded by a page that speaks it)
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const configFile = join(root, 'vite.config.ts');

const outputsOf = (out) => (Array.isArray(out) ? out : [out]).flatMap((r) => r.output ?? []);

/**
 * A game's words in a language, `dist/words/<lang>/<game>.js`, as files of their own that a
 * language's file loads by their place beside it (`./words/de/${variant}.js`), rather than through
 * a map of every game's file in each language's file (0.45 kB gzip of each): each is an entry of
 * the bundle, and each language's `gameWords` loader is rewritten to name its file.
 */
function wordsBeside() {
  const folder = join(root, 'src/games/words');
  const entries = {};
  for (const lang of readdirSync(folder))
    for (const file of readdirSync(join(folder, lang))) entries[`words/${lang}/${file.replace(/\.json$/, '')}`] = join(folder, lang, file);
  const loader = /import\(`\.\.\/games\/words\/([\w-]+)\/\$\{variant\}\.json`\)/;
  return {
    name: 'patience-words-beside',
    config(config) {
      config.build.lib.entry = { ...config.build.lib.entry, ...entries };
      const split = config.build.rolldownOptions.output.codeSplitting;
      // (no group takes them: each is its entry's own chunk)
      const theirs = (id) => id.replaceAll('\\', '/').includes('/src/games/words/');
      split.groups = split.groups.map((g) => {
        const test = typeof g.test === 'function' ? g.test : (id) => g.test.test(id);
        return { ...g, test: (id) => !theirs(id) && test(id) };
      });
    },
    transform(code, id) {
      if (!/\/src\/i18n\/[\w-]+\.ts$/.test(id) || !loader.test(code)) return null;
      return code.replace(loader, (_, lang) => `import(/* @vite-ignore */ \`./words/${lang}/\${variant}.js\`)`);
    },
  };
}

/** The module bundle: `{ files: { name: code }, chunks }` (chunks: Rolldown's output chunks, for reports). */
export async function buildBundle() {
  const out = await build({ root, configFile, mode: 'bundle', logLevel: 'warn', plugins: [wordsBeside()], build: { write: false } });
  const chunks = outputsOf(out).filter((o) => o.type === 'chunk');
  const stray = outputsOf(out).filter((o) => o.type !== 'chunk');
  if (stray.length) throw new Error(`dist: unexpected files ${stray.map((o) => o.fileName).join(', ')}`);
  return { files: Object.fromEntries(chunks.map((c) => [c.fileName, c.code])), chunks };
}

/** One classic script (IIFE) from `entry`, with `alias` swapped in and `stubs` left out. */
async function classicScript(entry, fileName, { alias = {}, stub = null } = {}) {
  const plugin = {
    name: 'patience-classic-script',
    enforce: 'pre',
    config(config) {
      config.build.lib = { entry, formats: ['iife'], name: 'patienceGames', fileName: () => fileName };
      config.build.rolldownOptions = {
        ...config.build.rolldownOptions,
        output: { ...config.build.rolldownOptions?.output, codeSplitting: false },
      };
    },
    resolveId(source, importer) {
      if (!importer) return null;
      const target = resolve(dirname(importer), source).replace(/\.js$/, '.ts');
      return alias[target] ?? null;
    },
    load(id) {
      return stub && stub.test(id) ? 'export default null;' : null;
    },
  };
  const out = await build({
    root,
    configFile,
    mode: 'bundle',
    logLevel: 'warn',
    plugins: [plugin],
    build: { write: false, emptyOutDir: false },
  });
  const chunks = outputsOf(out).filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${fileName}: expected one script, got ${chunks.map((c) => c.fileName).join(', ')}`);
  return chunks[0].code;
}

/** The languages with a file of their own, as src/i18n/language-files.ts lists them (read as text: no TypeScript here). */
const languagesBesideEnglish = () =>
  [...readFileSync(join(root, 'src/i18n/language-files.ts'), 'utf8').matchAll(/^\s+'?([\w-]+)'?: \(\) => import\(/gm)].map((m) => m[1]);

/** The iframe page: `{ 'embed.html', 'embed.css', 'embed.js', 'embed-solver.js', 'embed-de.js', … }`. */
export async function buildEmbed() {
  const here = join(root, 'embed');
  const src = (p) => join(root, 'src', p);
  // The page: the worker and the page's fallback are the embed's own; the solvers stay out.
  const page = await classicScript(join(here, 'embed.ts'), 'embed.js', {
    alias: {
      [src('worker/start-worker.ts')]: join(here, 'start-worker.ts'),
      [src('worker/local-service.ts')]: join(here, 'local-service.ts'),
      [src('i18n/language-files.ts')]: join(here, 'language-files.ts'),
      [src('patience-game/inline-games.ts')]: join(here, 'inline-games.ts'),
    },
    stub: /\/src\/games\/([^/]+\/solver|described-solver)\.ts$/,
  });
  const solver = await classicScript(join(here, 'solver.ts'), 'embed-solver.js');
  // Each language but English as a script of its own, loaded by the page when it speaks it (embed/language-files.ts).
  const languages = {};
  for (const lang of languagesBesideEnglish()) {
    const source = { [join(here, 'language-source.ts')]: src(`i18n/${lang}.ts`) };
    languages[`embed-${lang}.js`] = await classicScript(join(here, 'language.ts'), `embed-${lang}.js`, { alias: source });
  }
  return {
    'embed.html': readFileSync(join(here, 'embed.html'), 'utf8'),
    'embed.css': readFileSync(join(here, 'embed.css'), 'utf8'),
    'embed.js': page,
    'embed-solver.js': solver,
    ...languages,
  };
}

/** Every static file of dist/ (bundle and iframe page), by name. */
export async function buildDist() {
  const bundle = await buildBundle();
  return { ...bundle.files, ...(await buildEmbed()) };
}
