// Custom Elements Manifest (`npm run analyze` -> custom-elements.json, read by Storybook's
// autodocs and by editors). Only the elements' sources: not the headless engine, the games
// (src/games/), the solver worker, tests or stories.
//
// Run with the tsx loader (`node --import tsx …/cem.js analyze`, as package.json does): the
// plugin below reads the games from the registry itself, so the manifest's `variant` type is the
// union of the games' names and each game option is an attribute and a property, described from
// the games' own option specs. Nothing about a game is written here or in the element by hand.
import { loadAllGames } from './src/games/registry.ts';

const games = await loadAllGames();
const quote = (v) => `'${v}'`;

/** The option `name` in words: which games take it, its values and their default. */
function describeOption(name) {
  const parts = [];
  for (const g of games) {
    const spec = g.rules.options.find((o) => o.name === name);
    if (!spec) continue;
    const values = typeof spec.allowed === 'string' ? spec.allowed : spec.allowed.map((v) => `\`${v}\``).join(', ');
    parts.push(`${g.words.en.name}: ${values} (default \`${spec.default}\`)`);
  }
  return `${parts.join('; ')}. Made from the registry's option names; checked against the game's rules when its code has loaded.`;
}

/** The values an option's property may hold (TypeScript text). */
function optionType(name) {
  const values = new Set();
  let open = false;
  for (const g of games) {
    const spec = g.rules.options.find((o) => o.name === name);
    if (!spec) continue;
    if (typeof spec.allowed === 'string') open = true;
    else for (const v of spec.allowed) values.add(typeof v === 'number' ? String(v) : quote(v));
  }
  return `${open ? 'number | string' : [...values].join(' | ')} | undefined`;
}

function registryPlugin() {
  return {
    name: 'patience-registry',
    packageLinkPhase({ customElementsManifest }) {
      const names = games.map((g) => quote(g.rules.variant)).join(' | ');
      const optionNames = [...new Set(games.flatMap((g) => g.rules.options.map((o) => o.name)))];
      for (const mod of customElementsManifest.modules) {
        for (const decl of mod.declarations ?? []) {
          if (decl.tagName !== 'patience-game') continue;
          for (const item of [...(decl.attributes ?? []), ...(decl.members ?? [])]) {
            if (item.name === 'variant') item.type = { text: `${names} | undefined` };
          }
          for (const name of optionNames) {
            const description = describeOption(name);
            const type = { text: optionType(name) };
            decl.attributes = [...(decl.attributes ?? []).filter((a) => a.name !== name), { name, description, type, fieldName: name }];
            decl.members = [
              ...(decl.members ?? []).filter((m) => m.name !== name),
              { kind: 'field', name, type, description, attribute: name },
            ];
          }
        }
      }
    },
  };
}

/** Modules in path order: the files' order on disk differs between checkouts, the manifest must not. */
function sortedModules() {
  return {
    name: 'patience-sorted-modules',
    packageLinkPhase({ customElementsManifest }) {
      customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    },
  };
}

export default {
  globs: ['src/**/*.ts'],
  exclude: [
    'src/engine/**',
    'src/games/**',
    'src/solver/**',
    // each language's words (the element's `lang` documents them), a file per language
    ...['ru', 'de', 'fr', 'es', 'it', 'pt', 'pl', 'nl', 'uk', 'cs', 'sv', 'tr', 'ja', 'zh-Hans', 'ar'].flatMap((l) => [
      `src/i18n/${l}.ts`,
      `src/i18n/players-${l}.ts`,
    ]),
    // the React wrapper (patience-games/react) is no element of its own
    'src/react.ts',
    'src/**/*.test.ts',
    'src/**/*.stories.ts',
    'src/**/*.d.ts',
    'test/**',
    'stories/**',
  ],
  outdir: '.',
  litelement: true,
  dependencies: false,
  packagejson: true,
  plugins: [registryPlugin(), sortedModules()],
};
