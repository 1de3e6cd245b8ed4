// Demo page for `npm start`: every game, every option, and how a host script talks to the
// element. One <patience-game> per variant (made when its tab is first shown); the panel on the
// left sets attributes on the visible one, and the element deals again by itself.
// The select, the tabs and the URL hash (#seasons) pick the visible game.
import '../src/index.js';
import type { GameState, PatienceGame } from '../src/index.js';
import { loadAllGames } from '../src/games/registry.js';
import positions from '../stories/positions.json';

// Every game of the registry: its name in English and in Russian, its options and their words.
const GAMES = await loadAllGames();
const VARIANTS = GAMES.map((g) => [g.rules.variant, g.words.en.name, g.words.ru.name] as const);

type Variant = string;

/** Each game's options: the attribute, its values (the first is the default) and labels. */
interface OptionSpec {
  attr: string;
  label: string;
  values: readonly (readonly [value: string, label: string])[];
}
/** Values offered for an option whose allowed values are words ("0, a positive whole number, or unlimited"). */
const OPEN_VALUES: readonly (number | string)[] = [0, 1, 2, 3, 'unlimited'];
const OPTIONS: Record<Variant, readonly OptionSpec[]> = Object.fromEntries(
  GAMES.map((g) => [
    g.rules.variant,
    g.rules.options.map((o) => ({
      attr: o.name,
      label: o.name[0].toUpperCase() + o.name.slice(1),
      values: (typeof o.allowed === 'string' ? OPEN_VALUES : [o.default, ...o.allowed.filter((v) => v !== o.default)]).map(
        (v) => [String(v), g.words.en.options?.[o.name]?.(v) ?? String(v)] as const,
      ),
    })),
  ]),
);

/** The boolean attributes the panel toggles, on every board. */
const FLAGS = ['winnable', 'auto-play', 'no-analysis', 'persist', 'no-toolbar', 'no-status', 'stats', 'link', 'left-handed'] as const;

/** The dark theme: nothing but the element's documented CSS custom properties. */
const DARK_THEME: Record<string, string> = {
  '--patience-table': '#1d2330',
  '--patience-table-text': '#e3e7ef',
  '--patience-card-face': '#eceae4',
  '--patience-card-edge': '#5b6170',
  '--patience-card-back': '#6b2d5c',
  '--patience-card-back-accent': '#c98fbb',
  '--patience-red': '#d23a3a',
  '--patience-black': '#15171c',
  '--patience-empty-mark': 'rgba(255,255,255,.35)',
  '--patience-highlight': '#ffd54f',
  '--patience-focus': '#9ec1ff',
  '--patience-toolbar-bg': '#151a24',
  '--patience-toolbar-text': '#e3e7ef',
  '--patience-button-bg': '#2a3242',
  '--patience-button-hover': '#3a4458',
  '--patience-panel-bg': '#262d3b',
};

/** A four-colour deck: four lines of CSS. */
const FOUR_COLOURS: Record<string, string> = {
  '--patience-suit-clubs': '#1b7a2e',
  '--patience-suit-diamonds': '#1f5fbf',
  '--patience-suit-hearts': '#c62828',
  '--patience-suit-spades': '#1a1a1a',
};

const NEARLY_WON = positions as unknown as Record<string, GameState>;

const $ = <T extends Element>(sel: string) => document.querySelector<T>(sel)!;
const select = $<HTMLSelectElement>('#variant-select');
const tabs = $<HTMLElement>('#tabs');
const games = $<HTMLElement>('#games');
const form = $<HTMLFormElement>('#options-form');
const seedInput = $<HTMLInputElement>('#seed-input');
const seedNote = $<HTMLElement>('#seed-note');
const gameOptions = $<HTMLElement>('#game-options');
const darkToggle = $<HTMLInputElement>('#dark-theme');
const fourToggle = $<HTMLInputElement>('#four-colour');
const nearlyWon = $<HTMLButtonElement>('#nearly-won');
const askSolver = $<HTMLButtonElement>('#ask-solver');
const verdict = $<HTMLOutputElement>('#verdict');
const log = $<HTMLOListElement>('#log');
const logEmpty = $<HTMLElement>('#log-empty');
const snippet = $<HTMLElement>('#snippet');

/** The page-wide settings, applied to every board. */
const shared = {
  flags: new Set<string>(),
  lang: 'en',
  dark: false,
  four: false,
  speed: '1',
};
// A shared link to a deal (#…&patience=klondike-42) turns `link` on, so the board deals it.
if (/(^|[#&])patience=/.test(location.hash)) shared.flags.add('link');

const boards = new Map<Variant, PatienceGame>();
let current: Variant = 'klondike';

function isVariant(v: string): v is Variant {
  return VARIANTS.some(([id]) => id === v);
}

// ---- tabs -------------------------------------------------------------------------------

for (const [variant, label, about] of VARIANTS) {
  select.append(new Option(label, variant));

  const tab = document.createElement('button');
  tab.type = 'button';
  tab.role = 'tab';
  tab.id = `tab-${variant}`;
  tab.textContent = label;
  tab.dataset.variant = variant;
  tab.setAttribute('aria-controls', `panel-${variant}`);
  tab.addEventListener('click', () => show(variant));
  tabs.append(tab);

  const section = document.createElement('section');
  section.id = `panel-${variant}`;
  section.role = 'tabpanel';
  section.hidden = true;
  section.setAttribute('aria-labelledby', `tab-${variant}`);
  const heading = document.createElement('h2');
  heading.append(`${label} `);
  const sub = document.createElement('span');
  sub.className = 'about';
  sub.textContent = about;
  heading.append(sub);
  section.append(heading);
  games.append(section);
}

/** The board of a variant, made (with the page-wide settings) the first time it is shown. */
function board(variant: Variant): PatienceGame {
  let el = boards.get(variant);
  if (el) return el;
  el = document.createElement('patience-game');
  el.setAttribute('variant', variant);
  for (const spec of OPTIONS[variant]) el.setAttribute(spec.attr, spec.values[0]![0]);
  applyShared(el);
  boards.set(variant, el);
  document.getElementById(`panel-${variant}`)!.append(el);
  return el;
}

function applyShared(el: PatienceGame): void {
  for (const flag of FLAGS) el.toggleAttribute(flag, shared.flags.has(flag));
  if (shared.lang) el.setAttribute('lang', shared.lang);
  else el.removeAttribute('lang');
  for (const [prop, value] of Object.entries(DARK_THEME)) {
    if (shared.dark) el.style.setProperty(prop, value);
    else el.style.removeProperty(prop);
  }
  for (const [prop, value] of Object.entries(FOUR_COLOURS)) {
    if (shared.four) el.style.setProperty(prop, value);
    else el.style.removeProperty(prop);
  }
  if (shared.speed === '1') el.style.removeProperty('--patience-speed');
  else el.style.setProperty('--patience-speed', shared.speed);
}

/** The demo's own part of the fragment (the game shown, `#seasons`); `link` boards keep theirs (`&patience=…`). */
function shownInHash(): string {
  return (
    location.hash
      .slice(1)
      .split('&')
      .find((p) => p !== '' && !p.startsWith('patience=')) ?? ''
  );
}
function showInHash(variant: string): void {
  const links = location.hash
    .slice(1)
    .split('&')
    .filter((p) => p.startsWith('patience='));
  history.replaceState(history.state, '', `#${[variant, ...links].join('&')}`);
}

function show(variant: Variant, updateHash = true): void {
  current = variant;
  select.value = variant;
  for (const tab of tabs.querySelectorAll<HTMLButtonElement>('button')) {
    const on = tab.dataset.variant === variant;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    if (on) tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }
  for (const section of games.querySelectorAll('section')) {
    section.hidden = section.id !== `panel-${variant}`;
  }
  board(variant);
  buildOptions();
  syncPanel();
  verdict.replaceChildren();
  if (updateHash && shownInHash() !== variant) showInHash(variant);
}

select.addEventListener('change', () => {
  if (isVariant(select.value)) show(select.value);
});

// Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern).
tabs.addEventListener('keydown', (e) => {
  const ids = VARIANTS.map(([id]) => id);
  const i = ids.indexOf(current);
  const next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? -1 : null;
  if (next === null) return;
  const variant = ids[(next + ids.length) % ids.length]!;
  show(variant);
  tabs.querySelector<HTMLButtonElement>(`#tab-${variant}`)?.focus();
  e.preventDefault();
});

window.addEventListener('hashchange', () => {
  const v = shownInHash();
  if (isVariant(v)) show(v, false);
});

// ---- the control panel ------------------------------------------------------------------

form.addEventListener('submit', (e) => e.preventDefault());

/** Radio buttons for the visible game's options. */
function buildOptions(): void {
  gameOptions.replaceChildren();
  for (const spec of OPTIONS[current]) {
    const fieldset = document.createElement('fieldset');
    fieldset.className = 'radios';
    const legend = document.createElement('legend');
    legend.append(`${spec.label} `);
    const code = document.createElement('code');
    code.textContent = spec.attr;
    legend.append(code);
    fieldset.append(legend);
    for (const [value, text] of spec.values) {
      const label = document.createElement('label');
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = `opt-${spec.attr}`;
      input.value = value;
      input.dataset.attr = spec.attr;
      label.append(input, text);
      fieldset.append(label);
    }
    gameOptions.append(fieldset);
  }
  if (OPTIONS[current].length === 0) {
    const p = document.createElement('p');
    p.className = 'note';
    p.textContent = 'This game has no options of its own.';
    gameOptions.append(p);
  }
}

/** The panel shows what the visible board's attributes say. */
function syncPanel(): void {
  const el = board(current);
  const seed = el.getAttribute('seed');
  if (document.activeElement !== seedInput) seedInput.value = seed === 'daily' ? '' : (seed ?? '');
  seedNote.textContent =
    seed === 'daily'
      ? el.daily
        ? `The daily deal of ${el.daily} (UTC): #${el.seed}, the same for everyone today.`
        : 'The daily deal: New game left it for a random one.'
      : seed === null
        ? el.seed !== undefined
          ? `Empty: a random deal (this one was #${el.seed}).`
          : 'Empty: a random deal.'
        : el.seed !== undefined && String(el.seed) !== seed
          ? `Seed ${seed} asked; #${el.seed} dealt (the first winnable one).`
          : 'The same seed deals the same game everywhere.';
  for (const input of gameOptions.querySelectorAll<HTMLInputElement>('input[type=radio]')) {
    input.checked = el.getAttribute(input.dataset.attr!) === input.value;
  }
  for (const box of form.querySelectorAll<HTMLInputElement>('input[data-flag]')) {
    box.checked = shared.flags.has(box.dataset.flag!);
  }
  form.querySelector<HTMLSelectElement>('select[name=lang]')!.value = shared.lang;
  darkToggle.checked = shared.dark;
  fourToggle.checked = shared.four;
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[name=speed]')) radio.checked = radio.value === shared.speed;
  updateSnippet();
}

function setSeed(value: string): void {
  const el = board(current);
  const v = value.trim();
  if (v === '') el.removeAttribute('seed');
  // A bad seed is passed on as it is: the board says what is wrong and fires patience-error.
  else el.setAttribute('seed', v);
  syncPanel();
}

seedInput.addEventListener('change', () => setSeed(seedInput.value));
seedInput.addEventListener('keydown', (e) => {
  if (e.key === 'Enter') setSeed(seedInput.value);
});
$<HTMLButtonElement>('#seed-daily').addEventListener('click', () => {
  board(current).setAttribute('seed', 'daily');
  syncPanel();
});
$<HTMLButtonElement>('#seed-random').addEventListener('click', () => {
  const seed = crypto.getRandomValues(new Uint32Array(1))[0]!;
  seedInput.value = String(seed);
  setSeed(String(seed));
});

form.addEventListener('change', (e) => {
  const input = e.target as HTMLInputElement;
  if (input === seedInput) return;
  if (input.dataset.attr) {
    board(current).setAttribute(input.dataset.attr, input.value);
  } else if (input.dataset.flag) {
    if (input.checked) shared.flags.add(input.dataset.flag);
    else shared.flags.delete(input.dataset.flag);
    boards.forEach(applyShared);
  } else if (input.name === 'lang') {
    shared.lang = input.value;
    boards.forEach(applyShared);
  } else if (input === darkToggle) {
    shared.dark = input.checked;
    boards.forEach(applyShared);
  } else if (input === fourToggle) {
    shared.four = input.checked;
    boards.forEach(applyShared);
  } else if (input.name === 'speed') {
    shared.speed = input.value;
    boards.forEach(applyShared);
  }
  syncPanel();
});

// ---- nearly won: restore() ---------------------------------------------------------------

/** The key of stories/positions.json for a board's game and options: `<game>/<an option's value>`, or `<game>`. */
function positionKey(el: PatienceGame, variant: Variant): string {
  for (const spec of OPTIONS[variant] ?? []) {
    const key = `${variant}/${el.getAttribute(spec.attr) ?? spec.values[0][0]}`;
    if (key in NEARLY_WON) return key;
  }
  return variant;
}

nearlyWon.addEventListener('click', () => {
  const el = board(current);
  const state = NEARLY_WON[positionKey(el, current)];
  if (!state) return;
  // A position may hold under the board's other options too (Klondike's use no redeal yet).
  const options = { ...state.options };
  for (const spec of OPTIONS[current] ?? []) {
    const v = el.getAttribute(spec.attr);
    if (v !== null) options[spec.attr] = /^\d+$/.test(v) ? Number(v) : v;
  }
  const fitted = { ...state, options };
  if (!el.restore(fitted) && fitted !== state && !el.restore(state)) return;
  // restore() sets the properties to the game in play; the attributes (and so the embed
  // snippet) follow, which deals nothing new since they now agree.
  const s = el.state;
  if (s) {
    el.setAttribute('seed', String(s.seed));
    for (const [name, value] of Object.entries(s.options)) el.setAttribute(name, String(value));
  }
  verdict.replaceChildren();
  syncPanel();
});

// ---- ask the solver: analyze() ----------------------------------------------------------

askSolver.addEventListener('click', async () => {
  const el = board(current);
  askSolver.disabled = true;
  verdict.replaceChildren(chip('thinking', 'Thinking…'), ' up to 2 s');
  try {
    const r = await el.analyze({ timeMs: 2000 });
    const text = { winnable: 'Winnable', unwinnable: 'Not winnable', unknown: 'Unknown' }[r.result];
    const facts = [`${Math.round(r.ms ?? 0)} ms`];
    if (r.nodes) facts.unshift(`${r.nodes.toLocaleString('en')} positions searched`);
    if (r.moves) facts.unshift(`a win in ${r.moves.length} moves`);
    verdict.replaceChildren(chip(r.result, text), ` ${facts.join(' · ')}`);
  } catch (err) {
    verdict.replaceChildren(chip('unknown', 'Error'), ` ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    askSolver.disabled = false;
  }
});

function chip(kind: string, text: string): HTMLElement {
  const span = document.createElement('span');
  span.className = `v ${kind}`;
  span.textContent = text;
  return span;
}

// ---- the event log: what a host hears on document ----------------------------------------

const MAX_LOG = 12;

function logEvent(type: string, target: EventTarget | null, what: string): void {
  const li = document.createElement('li');
  const time = document.createElement('time');
  const now = new Date();
  time.dateTime = now.toISOString();
  time.textContent = now.toLocaleTimeString('en-GB');
  const ev = document.createElement('code');
  ev.className = `ev ${type.replace('patience-', '')}`;
  ev.textContent = type;
  const text = document.createElement('span');
  text.className = 'what';
  const variant = target instanceof Element ? target.getAttribute('variant') : null;
  text.textContent = variant ? `${variant}: ${what}` : what;
  li.append(time, ev, text);
  log.prepend(li);
  while (log.children.length > MAX_LOG) log.lastElementChild!.remove();
  logEmpty.hidden = true;
}

document.addEventListener('patience-deal', (e) => {
  const opts = Object.entries(e.detail.options)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  logEvent(
    e.type,
    e.target,
    `seed ${e.detail.seed}${opts ? ` (${opts})` : ''}${e.detail.daily ? `, daily deal of ${e.detail.daily}` : ''}`,
  );
  // A deal from a link sets the board's options: the attributes (and the panel) follow.
  const el = e.target as PatienceGame;
  if (el.link)
    for (const [name, value] of Object.entries(e.detail.options))
      if (el.getAttribute(name) !== String(value)) el.setAttribute(name, String(value));
  if (e.target === boards.get(current)) syncPanel();
});
document.addEventListener('patience-move', (e) => {
  logEvent(e.type, e.target, `${e.detail.description} [${e.detail.source}, move ${e.detail.moveCount}]`);
});
document.addEventListener('patience-undo', (e) => logEvent(e.type, e.target, `back to move ${e.detail.moveCount}`));
document.addEventListener('patience-redo', (e) => logEvent(e.type, e.target, `on to move ${e.detail.moveCount}`));
document.addEventListener('patience-win', (e) => {
  const s = Math.round(e.detail.durationMs / 1000);
  logEvent(e.type, e.target, `won #${e.detail.seed} in ${e.detail.moves} moves, ${s} s`);
});
document.addEventListener('patience-lost', (e) =>
  logEvent(e.type, e.target, `no move left after ${e.detail.moves} moves (#${e.detail.seed})`),
);
document.addEventListener('patience-error', (e) => logEvent(e.type, e.target, e.detail.message));
document.addEventListener('patience-stats', (e) => {
  const s = e.detail.statistics;
  const what = `${e.detail.reason}${e.detail.daily ? ' (daily)' : ''}: played ${s.played}, won ${s.won}, streak ${s.currentStreak} (best ${s.bestStreak})`;
  logEvent(e.type, e.target, what);
});

$<HTMLButtonElement>('#log-clear').addEventListener('click', () => {
  log.replaceChildren();
  logEmpty.hidden = false;
});

// ---- the embed snippet -------------------------------------------------------------------

const SNIPPET_ATTRS = ['variant', 'seed', 'draw', 'redeals', 'build', 'reach', 'deck', ...FLAGS, 'lang'];

function updateSnippet(): void {
  const el = board(current);
  const attrs = SNIPPET_ATTRS.filter((name) => el.hasAttribute(name) && !(name === 'lang' && el.getAttribute(name) === 'en')).map(
    (name) => {
      const value = el.getAttribute(name)!;
      return value === '' ? name : `${name}="${value.replace(/"/g, '&quot;')}"`;
    },
  );
  const lines = ['<script type="module" src="patience-games.js"></script>', ''];
  const css = {
    ...(shared.dark ? DARK_THEME : {}),
    ...(shared.four ? FOUR_COLOURS : {}),
    ...(shared.speed !== '1' ? { '--patience-speed': shared.speed } : {}),
  };
  if (Object.keys(css).length > 0) {
    lines.push('<style>', '  patience-game {');
    for (const [prop, value] of Object.entries(css)) lines.push(`    ${prop}: ${value};`);
    lines.push('  }', '</style>', '');
  }
  lines.push(`<patience-game ${attrs.join(' ')}></patience-game>`);
  snippet.textContent = lines.join('\n');
}

$<HTMLButtonElement>('#snippet-copy').addEventListener('click', async (e) => {
  const button = e.currentTarget as HTMLButtonElement;
  try {
    await navigator.clipboard.writeText(snippet.textContent ?? '');
    button.textContent = 'Copied';
  } catch {
    // No clipboard (insecure origin, refused): select the text for a manual copy.
    const range = document.createRange();
    range.selectNodeContents(snippet);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    button.textContent = 'Selected';
  }
  setTimeout(() => (button.textContent = 'Copy'), 1500);
});

// ---- start --------------------------------------------------------------------------------

const initial = shownInHash() || (location.hash.match(/patience=([a-z-]+?)-\d/)?.[1] ?? '');
show(isVariant(initial) ? initial : 'klondike', false);
