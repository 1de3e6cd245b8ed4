// Vite: the demo dev server (`npm start`) and the library builds that scripts/build.mjs runs
// (`npm run build`):
//   --mode bundle  dist/patience-games.js and the files beside it (Lit inside, minified): each game,
//                  each game's solver, the solver's worker, the parts loaded when first used
//   --mode lib     dist/npm/: the package entries index.js, engine.js, react.js and the same split,
//                  Lit and React left external, for apps that bundle the package
// Any other mode (`vite`, `vite build`) is the demo site; `vite build` writes it to demo-dist/.
//
// Storybook's builder also loads this file (development/production modes only), so the
// library settings are kept out of those modes on purpose.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = (p: string) => resolve(root, 'src', p);

/** lit, lit/*, lit-html, lit-element, @lit/* stay imports in the package build. */
const litExternal = [/^lit(\/.*)?$/, /^lit-html(\/.*)?$/, /^lit-element(\/.*)?$/, /^@lit\//];
/** react (a peer dependency of patience-games/react) is never bundled. */
const reactExternal = [/^react(\/.*)?$/, /^react-dom(\/.*)?$/];

/**
 * The worker is an entry of the build itself (its chunks shared with the page's), so Vite must
 * not bundle it a second time where it meets `new Worker(new URL('./solver-worker.js',
 * import.meta.url))`: the expression is hidden from Vite's worker plugin while the build reads the
 * sources and given back, as written, in the output, where a bundler of the package finds it.
 */
export function keepWorkerUrl(): Plugin {
  const hidden = "import.meta['url']";
  return {
    name: 'patience-keep-worker-url',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/worker/start-worker.ts')) return null;
      return code.replace("new URL('./solver-worker.js', import.meta.url)", `new URL('./solver-worker.js', ${hidden})`);
    },
    renderChunk(code) {
      const again = code.replace(/import\.meta\[(["'`])url\1\]/g, 'import.meta.url');
      return again === code ? null : again;
    },
  };
}

/**
 * Each licence comment once per file: Lit's modules each carry the same notice, which the bundle
 * would otherwise repeat eleven times (0.2 kB gzip of a first card).
 */
export function licenceOnce(): Plugin {
  return {
    name: 'patience-licence-once',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const seen = new Set<string>();
        chunk.code = chunk.code.replace(/\/\*\*?\s*\n?\s*\*?\s*@license[\s\S]*?\*\/\n?/g, (c) => {
          const text = c.trim();
          if (seen.has(text)) return '';
          seen.add(text);
          return c;
        });
      }
    },
  };
}

/**
 * Our `css` templates without their comments and indentation (Lit ships a template's text as it
 * is): the styles are read in the source, a page needs only the rules (0.3 kB gzip of a first card).
 * A newline stays wherever whitespace was, so no two tokens ever join.
 */
export function cssTemplatesTight(): Plugin {
  return {
    name: 'patience-css-templates-tight',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id.replaceAll('\\', '/')) || !code.includes('css`')) return null;
      return code.replace(/\bcss`((?:[^`\\]|\\[\s\S])*)`/g, (_, body: string) => `css\`${tightCss(body)}\``);
    },
  };
}

/** CSS text without comments, each run of whitespace that held a line break one line break. */
export const tightCss = (text: string): string =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/[ \t]*\n\s*/g, '\n')
    .trim();

/** A chunk's file name that says what it holds: `klondike.js`, `klondike-solver.js`, `players.js`. */
function chunkName(chunk: { name: string; facadeModuleId: string | null; moduleIds: readonly string[] }): string {
  const id = (chunk.facadeModuleId ?? '').replaceAll('\\', '/');
  const game = id.match(/\/src\/games\/([^/]+)\/(index|solver)\.ts$/);
  if (game && process.env.NO_FACADE !== '1') return game[2] === 'index' ? `${game[1]}.js` : `${game[1]}-solver.js`;
  return `${chunk.name}.js`;
}

/** Code of a search, imported (not as a type) from engine/solver/ beyond what core.js holds. */
const searchImport = /^import (?!type )[^;]*from '\.\.\/\.\.\/engine\/solver\/(?!(clock|hook-helpers|types)\.js')/m;

/**
 * A game's solver: its solver.ts, its search/, and any other file of its folder built on the search
 * core (Yukon's stuck.ts): left in the game's own file, that would bring the search before the first card.
 */
function isSolverFile(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  if (/\/src\/games\/[^/]+\/(solver\.ts$|search\/)/.test(path)) return true;
  return /\/src\/games\/[^/]+\/[\w-]+\.ts$/.test(path) && searchImport.test(readFileSync(id, 'utf8'));
}

/**
 * Chunks by what they are rather than by who imports them: the engine core the page, the worker
 * and every game share (core.js); the search core the solvers share; each game (its index and every file of its
 * folder but the solver's); each game's solver (isSolverFile).
 */
const chunkGroups = [
  {
    test: isSolverFile,
    debugName: 'solvers',
    name: (id: string) => `${id.match(/\/src\/games\/([^/]+)\//)![1]}-solver`,
    priority: 4,
  },
  // A game written as a description: its file alone (`klondike.js`); the compiler of descriptions, shared.
  {
    debugName: 'descriptions',
    test: /\/src\/games\/descriptions\/[\w-]+\.json$/,
    name: (id: string) => id.match(/\/src\/games\/descriptions\/([\w-]+)\.json$/)![1],
    priority: 5,
  },
  // A game's words in one language (`words/de/klondike.js`), loaded by a board of that game in that language.
  {
    debugName: 'game words',
    test: /\/src\/games\/words\/[\w-]+\/[\w-]+\.json$/,
    name: (id: string) => id.match(/\/src\/games\/(words\/[\w-]+\/[\w-]+)\.json$/)![1],
    priority: 5,
  },
  // A game's words as the tables join them: for the described games' words and those loaded per language.
  { name: 'words-in', priority: 5, test: /\/src\/i18n\/words-in\.ts$/ },
  { name: 'described-solver', priority: 5, test: /\/src\/games\/described-solver\.ts$/ },
  {
    name: 'describe',
    priority: 5,
    test: /\/src\/(games\/from-description|engine\/description\/(compile-rules|vocabulary|free-cards)|render\/describe-layout|i18n\/describe-words)\.ts$/,
  },
  // A description's play (its moves, consequences, checks, safe moves home), loaded after its deal.
  { name: 'describe-play', priority: 5, test: /\/src\/engine\/description\/(compile-play|safe-home|jokers)\.ts$/ },
  { debugName: 'games', test: /\/src\/games\/[^/]+\//, name: (id: string) => id.match(/\/src\/games\/([^/]+)\//)![1], priority: 3 },
  // The pile rules written as code (the book's games not yet descriptions, and the solvers' shape checks): not the core's.
  { name: 'pile-rules', priority: 3, test: /\/src\/engine\/rules\.ts$/ },
  // What the solvers' hooks share: not the core's, and no search.
  { name: 'hook-helpers', priority: 2, test: /\/src\/engine\/solver\/hook-helpers\.ts$/ },
  {
    name: 'core',
    priority: 2,
    test: /\/src\/(engine\/(?!(rules|session|make-rules)\.ts)[^/]+\.ts|engine\/solver\/(clock|types)\.ts|games\/registry\.ts|render\/layout\.ts|i18n\/(ru-plural|game-words)\.ts)$|rolldown[\\/]runtime/,
  },
  // A game in play (its session, undo and redo, its rules of play made from its definition):
  // after a board's first cards, which are drawn from the deal alone (game.ts `dealTable`).
  { name: 'session', priority: 2, test: /\/src\/(engine\/(session|make-rules)|patience-game\/controllers\/read-state)\.ts$/ },
  // The one search driver and what it stands on (key sets, the memory meter): below every search,
  // importing none (a search's chunk imported back by it would run a class before the one it extends).
  { name: 'drive', priority: 1, test: /\/src\/engine\/solver\/(grow|memory|keyset|components|schedule|depth-first|replay|shorten)\.ts$/ },
  // The compiled core (the games that use it), then the generic search (every game falls back on it), then the rest.
  {
    name: 'compiled',
    priority: 1,
    test: /\/src\/engine\/solver\/(core|core-key|core-helpers|compiled|beam|best-first|mechanics|release-deadlock|follow)\.ts$/,
  },
  { name: 'generic', priority: 1, test: /\/src\/engine\/solver\/generic\.ts$/ },
  { name: 'search', priority: 0, test: /\/src\/engine\/solver\/(?!heuristic|knowledge)/ },
];

/** A module and what it imports (not only as types), all the way down: the sources read as text. */
function staticGraph(file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;']*?\sfrom\s+)?'(\.[^']+)\.js'/gm)) {
    const dep = resolve(dirname(file), `${m[1]}.ts`);
    if (existsSync(dep)) staticGraph(dep, into);
  }
  return into;
}

/**
 * The package build: everything the element's module needs at once in one chunk (`element.js`),
 * which the entries re-export, so that each entry exports its public names only (not the names
 * a chunk loaded later would otherwise import back from the entry).
 */
function elementGroup() {
  const graph = staticGraph(src('element.ts'));
  // (with the helpers the compiler adds to it, as for decorators)
  return { name: 'element', priority: 1, test: (id: string) => graph.has(id.replaceAll('\\', '/')) || /@oxc-project[+/]runtime/.test(id) };
}

/** What both library builds share: the entries (and their chunks) side by side in one folder. */
const library = (outDir: string, entry: Record<string, string>, options: NonNullable<UserConfig['build']>): UserConfig => ({
  publicDir: false,
  plugins: [keepWorkerUrl()],
  build: {
    outDir,
    emptyOutDir: false,
    target: 'es2022',
    copyPublicDir: false,
    lib: { entry, formats: ['es'], fileName: (_format, name) => `${name}.js` },
    ...options,
  },
});

export default defineConfig(({ mode }): UserConfig => {
  if (mode === 'bundle') {
    const config = library(
      'dist',
      { 'patience-games': src('bundle.ts'), 'solver-worker': src('worker/solver-worker.ts') },
      {
        minify: 'oxc',
        sourcemap: false,
        rolldownOptions: {
          preserveEntrySignatures: 'allow-extension',
          output: {
            chunkFileNames: chunkName,
            codeSplitting: { includeDependenciesRecursively: false, groups: chunkGroups },
            // Vite keeps whitespace in ES library output (for consumers' tree-shaking); these
            // files are the end product, so minify fully. Licence comments stay (each once: licenceOnce).
            minify: true,
            comments: { legal: true, annotation: false, jsdoc: false },
          },
        },
      },
    );
    config.plugins!.push(licenceOnce(), cssTemplatesTight());
    return config;
  }

  if (mode === 'lib') {
    return library(
      'dist/npm',
      { index: src('index.ts'), engine: src('engine.ts'), react: src('react.ts'), 'solver-worker': src('worker/solver-worker.ts') },
      {
        minify: false,
        sourcemap: true,
        rolldownOptions: {
          preserveEntrySignatures: 'allow-extension',
          external: [...litExternal, ...reactExternal],
          output: {
            chunkFileNames: chunkName,
            codeSplitting: { includeDependenciesRecursively: false, groups: [...chunkGroups, elementGroup()] },
          },
        },
      },
    );
  }

  // Demo site: index.html and playground.html at the project root, importing ../src/index.ts via demo/.
  return {
    server: { port: 5173, strictPort: false },
    worker: { format: 'es' },
    build: {
      outDir: 'demo-dist',
      target: 'es2022',
      rolldownOptions: { input: { index: resolve(root, 'index.html'), playground: resolve(root, 'playground.html') } },
    },
  };
});
