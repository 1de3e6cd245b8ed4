#!/usr/bin/env node
// npm run build:wordpress  (node --import tsx: the games come from src/games/registry.ts)
// Writes dist/patience-games-wordpress.zip, ready to install (Plugins → Add New → Upload):
//   patience-games/            the plugin's PHP, readme.txt (wordpress/patience-games/)
//     allowed.json             what a block or shortcode may say: the element's attributes (from
//                              custom-elements.json) and each game's options and their values
//                              (from the registry), so a new game or option needs no PHP edit
//     block/block.json         the block; block/editor.js its editor (wordpress/src/editor.ts,
//                              built here with allowed.json compiled in) and editor.asset.php
//     assets/patience-games.css  the colour themes (the iframe page's dark palette)
//     languages/               the plugin's own words: the .pot, and each language's .po (by hand),
//                              .mo (PHP) and editor .json (wp.i18n) (scripts/wordpress-i18n.mjs)
//     dist/*.js                the element's files (the same as dist/ beside patience-games.js),
//                              served from the plugin's own folder
// The version in the plugin's header, its constant and readme.txt is package.json's.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TextEncoder } from 'node:util';
import { zipSync } from 'fflate';
import { build } from 'vite';
import { loadAllGames, REGISTRY } from '../src/games/registry.ts';
import { buildBundle } from './dist-build.mjs';
import { LANGS } from '../src/i18n/languages.ts';
import { EDITOR_HANDLE, REGIONAL, jedJson, moFile, potEntries, potText, translations } from './wordpress-i18n.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const plugin = join(root, 'wordpress', 'patience-games');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const ZIP = join(root, 'dist', 'patience-games-wordpress.zip');

/** Labels for the element's switches in the editor (any other attribute gets its own name). */
const LABELS = {
  winnable: ['Only winnable deals', 'Deals only deals the solver proves winnable.'],
  'auto-play': ['Cards go home by themselves', 'Cards no longer needed in play go to the foundations after each move.'],
  stats: ['Statistics', 'Keeps each reader’s games won and played, in their own browser.'],
  link: ['Link to the deal', 'The deal lives in the page’s address, so a reader can share it.'],
  persist: ['Remember the game in progress', 'A reader who comes back finds the game where they left it.'],
  'left-handed': ['Left-handed', 'Stock and waste on the right.'],
  'no-toolbar': ['Hide the buttons', 'No new game, undo, hint or finish buttons.'],
  'no-status': ['Hide the status line', 'No moves, time or verdict.'],
  'no-analysis': ['No verdict after each move', 'The solver still gives hints.'],
  seed: ['Deal'],
  variant: ['Game'],
  lang: ['Language'],
};

/** The element's attributes, from its manifest. */
function elementAttributes() {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
  const decl = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'patience-game');
  if (!decl) throw new Error('custom-elements.json: no <patience-game>');
  return decl.attributes;
}

const humanize = (name) => name[0].toUpperCase() + name.slice(1).replace(/-/g, ' ');

async function allowedList() {
  const games = await loadAllGames();
  const optionNames = new Set(REGISTRY.flatMap((e) => e.options));
  const attributes = {};
  for (const a of elementAttributes()) {
    const text = a.type?.text ?? '';
    const [label, help] = LABELS[a.name] ?? [humanize(a.name)];
    const spec = { type: text === 'boolean' ? 'boolean' : 'string', label, ...(help ? { help } : {}) };
    if (optionNames.has(a.name)) spec.option = true;
    if (/\bnull\b/.test(text)) spec.bare = true;
    if (a.name === 'seed') spec.pattern = '^(daily|[0-9]{1,10})$';
    // Each language by its own name (the editor's reader knows their language's name in it).
    if (a.name === 'lang') spec.values = Object.fromEntries(LANGS.map((l) => [l, new Intl.DisplayNames([l], { type: 'language' }).of(l)]));
    attributes[a.name] = spec;
  }
  // The plugin's own: the colour theme (a class on the element; assets/patience-games.css).
  attributes.theme = {
    type: 'string',
    label: 'Colours',
    values: { light: 'Light', dark: 'Dark', auto: 'As the reader’s system' },
  };
  const out = {};
  for (const g of games) {
    const words = g.words.en;
    const options = {};
    for (const o of g.rules.options) {
      const say = words.options?.[o.name];
      const spec = { label: humanize(o.name), default: String(o.default) };
      if (Array.isArray(o.allowed)) spec.values = Object.fromEntries(o.allowed.map((v) => [String(v), say ? say(v) : String(v)]));
      else {
        spec.pattern = o.pattern ?? '.*';
        spec.help = `${o.allowed}.`;
      }
      options[o.name] = spec;
    }
    out[g.rules.variant] = { label: words.name, options };
  }
  return { version: pkg.version, attributes, games: out };
}

/** The editor script, one classic file using WordPress's globals, with `allowed` compiled in. */
async function editorScript(allowed) {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    define: { PATIENCE_GAMES_ALLOWED: JSON.stringify(allowed) },
    build: {
      write: false,
      target: 'es2019',
      minify: true,
      lib: {
        entry: join(root, 'wordpress', 'src', 'editor.ts'),
        formats: ['iife'],
        name: 'patienceGamesEditor',
        fileName: () => 'editor.js',
      },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output).filter((o) => o.type === 'chunk');
  return chunks[0].code;
}

/** The dark palette of the iframe page (embed/embed.css), for elements of the class patience-games-theme-dark (and -auto, by the reader's system). */
function themeCss() {
  const css = readFileSync(join(root, 'embed', 'embed.css'), 'utf8');
  const dark = /html\[data-theme='dark'\]\s*\{([^}]*)\}/.exec(css);
  if (!dark) throw new Error("embed/embed.css: no html[data-theme='dark'] block");
  return (
    `/* Patience Games: the colour themes (generated from embed/embed.css). */\n` +
    `patience-game {\n  display: block;\n  margin-block: 1em;\n}\n` +
    `patience-game.patience-games-theme-dark {${dark[1]}}\n` +
    `@media (prefers-color-scheme: dark) {\n  patience-game.patience-games-theme-auto {${dark[1].replace(/\n/g, '\n  ')}}\n}\n`
  );
}

const files = {};
const add = (name, content) =>
  (files[`patience-games/${name}`] = typeof content === 'string' ? new TextEncoder().encode(content) : content);
const versioned = (text) => text.replace(/0\.0\.0/g, pkg.version);

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else {
      const rel = relative(plugin, p);
      const text = readFileSync(p, 'utf8');
      add(rel, /\.(php|txt)$/.test(rel) ? versioned(text) : text);
    }
  }
}

const allowed = await allowedList();
walk(plugin);
add('allowed.json', JSON.stringify(allowed, null, 1));
add('block/editor.js', await editorScript(allowed));
add(
  'block/editor.asset.php',
  `<?php return array( 'dependencies' => array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ), 'version' => '${pkg.version}' );\n`,
);
add('assets/patience-games.css', themeCss());
// The plugin's own words: the .pot, and per language (and its regional locales) the .mo for PHP and the editor script's .json.
const strings = potEntries();
add('languages/patience-games.pot', potText(strings));
const inEditor = new Set(strings.filter((e) => e.js).map((e) => e.id));
for (const [locale, po] of Object.entries(translations(strings))) {
  for (const l of [locale, ...REGIONAL[locale]]) {
    add(`languages/patience-games-${l}.mo`, moFile(po.header.replace(locale, l), po.entries));
    add(
      `languages/patience-games-${l}-${EDITOR_HANDLE}.json`,
      jedJson(
        l,
        po.header,
        po.entries.filter((e) => !e.context && inEditor.has(e.id)),
      ),
    );
  }
}
const bundle = await buildBundle();
for (const [name, code] of Object.entries(bundle.files)) add(`dist/${name}`, code);

mkdirSync(dirname(ZIP), { recursive: true });
writeFileSync(ZIP, zipSync(files, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') }));
const size = statSync(ZIP).size;
console.log(`${relative(root, ZIP)}: ${Object.keys(files).length} files, ${(size / 1024).toFixed(1)} kB (version ${pkg.version})`);
