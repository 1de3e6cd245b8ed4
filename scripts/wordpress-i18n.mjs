#!/usr/bin/env node
// The WordPress plugin's own words in other languages (wp.i18n in the editor, gettext in PHP):
//   the .pot: every string of wordpress/src/*.ts (__('…', 'patience-games')), of the plugin's PHP
//     (__, esc_html__, esc_attr__), of block/block.json (title, description, keywords, with
//     WordPress's contexts) and the plugin header's description;
//   per language, wordpress/patience-games/languages/patience-games-<locale>.po (written by hand)
//   gives the .mo that PHP loads and the .json that wp_set_script_translations() loads for the
//   editor's script (patience-games-<locale>-<handle>.json), also under the language's regional locales.
// `node scripts/wordpress-i18n.mjs` writes the .pot; `npm run build:wordpress` checks every .po
// against it and puts the .mo and .json files in the zip.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const plugin = join(root, 'wordpress', 'patience-games');
export const LANGUAGES = join(plugin, 'languages');
/** The editor script's handle (generate_block_asset_handle for the block's editorScript). */
export const EDITOR_HANDLE = 'patience-games-game-editor-script';
/** Regional locales that read their language's file (WordPress loads a locale's file by its exact name). */
export const REGIONAL = {
  de_DE: ['de_AT', 'de_CH', 'de_DE_formal', 'de_CH_informal'],
  es_ES: ['es_MX', 'es_AR', 'es_CO', 'es_CL', 'es_PE', 'es_VE', 'es_CR', 'es_GT', 'es_UY', 'es_EC', 'es_DO', 'es_PR'],
  fr_FR: ['fr_CA', 'fr_BE'],
  nl_NL: ['nl_BE', 'nl_NL_formal'],
  pt_BR: ['pt_PT', 'pt_AO', 'pt_PT_ao90'],
  it_IT: [],
  ru_RU: [],
  pl_PL: [],
  uk: [],
  cs_CZ: [],
  sv_SE: [],
  tr_TR: [],
  ja: [],
  zh_CN: ['zh_SG', 'zh_TW', 'zh_HK'],
  ar: [],
};

const unescape = (s) => s.replace(/\\'/g, "'");
const key = (e) => (e.context ? `${e.context}\u0004${e.id}` : e.id);

/** Every string to translate: `{ id, context?, where, js }` (js: the editor's script uses it). */
export function potEntries() {
  const out = new Map();
  const add = (id, where, js, context) => {
    const e = out.get(key({ id, context })) ?? { id, context, where: [], js: false };
    e.where.push(where);
    e.js ||= js;
    out.set(key(e), e);
  };
  const src = join(root, 'wordpress', 'src');
  for (const f of readdirSync(src)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    for (const m of readFileSync(join(src, f), 'utf8').matchAll(/__\(\s*'((?:[^'\\]|\\.)*)',\s*'patience-games'\s*\)/g))
      add(unescape(m[1]), `wordpress/src/${f}`, true);
  }
  const php = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? php(join(dir, d.name)) : d.name.endsWith('.php') ? [join(dir, d.name)] : [],
    );
  for (const f of php(plugin).sort()) {
    for (const m of readFileSync(f, 'utf8').matchAll(/\b(?:esc_html__|esc_attr__|__)\(\s*'((?:[^'\\]|\\.)*)',\s*'patience-games'\s*\)/g))
      add(unescape(m[1]), f.slice(root.length + 1), false);
  }
  const block = JSON.parse(readFileSync(join(plugin, 'block', 'block.json'), 'utf8'));
  add(block.title, 'block.json', false, 'block title');
  add(block.description, 'block.json', false, 'block description');
  for (const k of block.keywords) add(k, 'block.json', false, 'block keyword');
  const header = readFileSync(join(plugin, 'patience-games.php'), 'utf8');
  add(/Description:\s*(.+)/.exec(header)[1].trim(), 'patience-games.php', false);
  return [...out.values()];
}

const quote = (s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

export function potText(entries) {
  const head = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"X-Domain: patience-games\\n"\n';
  return (
    `# The Patience Games plugin's own words (scripts/wordpress-i18n.mjs writes this file).\n${head}\n` +
    entries
      .map((e) => `#: ${e.where.join(' ')}\n${e.context ? `msgctxt ${quote(e.context)}\n` : ''}msgid ${quote(e.id)}\nmsgstr ""\n`)
      .join('\n')
  );
}

/** A .po file written as this project writes them: one line per msgctxt, msgid and msgstr. */
export function readPo(text) {
  const entries = [];
  let e = {};
  const str = (line) => JSON.parse(line.slice(line.indexOf(' ') + 1));
  for (const line of text.split('\n')) {
    if (line.startsWith('msgctxt ')) e.context = str(line);
    else if (line.startsWith('msgid ')) e.id = str(line);
    else if (line.startsWith('msgstr ')) {
      e.str = str(line);
      entries.push(e);
      e = {};
    } else if (line.startsWith('"') && entries.length && e.id === undefined) entries.at(-1).str += JSON.parse(line);
  }
  const header = entries.find((x) => x.id === '')?.str ?? '';
  return { header, entries: entries.filter((x) => x.id !== '') };
}

/** GNU gettext's binary .mo, for PHP's load_plugin_textdomain(). */
export function moFile(header, entries) {
  const all = [{ id: '', str: header }, ...entries]
    .map((e) => [Buffer.from(key(e)), Buffer.from(e.str)])
    .sort((a, b) => Buffer.compare(a[0], b[0]));
  const n = all.length;
  const tables = 28;
  let at = tables + 16 * n;
  const head = Buffer.alloc(at);
  head.writeUInt32LE(0x950412de, 0);
  head.writeUInt32LE(0, 4);
  head.writeUInt32LE(n, 8);
  head.writeUInt32LE(tables, 12);
  head.writeUInt32LE(tables + 8 * n, 16);
  head.writeUInt32LE(0, 20);
  head.writeUInt32LE(at, 24);
  const blobs = [];
  for (const [side, offset] of [
    [0, tables],
    [1, tables + 8 * n],
  ]) {
    all.forEach((pair, i) => {
      head.writeUInt32LE(pair[side].length, offset + 8 * i);
      head.writeUInt32LE(at, offset + 8 * i + 4);
      blobs.push(pair[side], Buffer.from([0]));
      at += pair[side].length + 1;
    });
  }
  return Buffer.concat([head, ...blobs]);
}

/** The JSON (Jed) that wp.i18n reads for the editor's script: its strings only. */
export function jedJson(locale, header, entries) {
  const plural = /Plural-Forms:\s*([^\n]+)/.exec(header)?.[1].trim() ?? 'nplurals=2; plural=(n != 1);';
  const messages = { '': { domain: 'messages', lang: locale, 'plural-forms': plural } };
  for (const e of entries) messages[key(e)] = [e.str];
  return JSON.stringify({
    'translation-revision-date': '2026-01-01 00:00+0000',
    generator: 'patience-games',
    domain: 'messages',
    locale_data: { messages },
  });
}

/** Every language's .po, checked against the .pot: `{ locale: { header, entries } }`; throws on a string missing or left empty. */
export function translations(entries = potEntries()) {
  const out = {};
  const problems = [];
  for (const locale of Object.keys(REGIONAL)) {
    const po = readPo(readFileSync(join(LANGUAGES, `patience-games-${locale}.po`), 'utf8'));
    const have = new Map(po.entries.map((e) => [key(e), e]));
    for (const e of entries) if (!have.get(key(e))?.str) problems.push(`${locale}: “${e.id}”${e.context ? ` (${e.context})` : ''}`);
    out[locale] = po;
  }
  if (problems.length) throw new Error(`WordPress translations missing:\n  ${problems.join('\n  ')}`);
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const entries = potEntries();
  writeFileSync(join(LANGUAGES, 'patience-games.pot'), potText(entries));
  console.log(`wordpress/patience-games/languages/patience-games.pot: ${entries.length} strings`);
}
