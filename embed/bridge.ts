/**
 * The iframe page's bridge (dist/embed.html): reads the page's query, puts one `<patience-game>`
 * on the page, and talks to the page that frames it with `postMessage`.
 *
 * - Query: every attribute of the element under its own name (boolean ones present, `=1` or
 *   `=true`; `=0` or `=false` leaves them off), `theme=light|dark`, `origin`. Values go to the
 *   element as attributes, so a bad one gets the element's own message and `patience-error`.
 * - Out: each event of the element, `{ source, type, detail }`, and `patience-resize`
 *   (`{ height }`) whenever the height the game needs changes; to `origin`, else to `'*'`.
 * - In: `{ source, command, args?, id? }` from `origin` only (no `origin`: no command is obeyed),
 *   answered with `{ source, type: 'patience-reply', id, result }`.
 */
import type { PatienceGame } from '../src/index.js';

export const SOURCE = 'patience-games';

/** Every event of the element (src/events.ts), and the statistics event of API.md. */
export const EVENTS = [
  'patience-deal',
  'patience-move',
  'patience-undo',
  'patience-redo',
  'patience-win',
  'patience-lost',
  'patience-error',
  'patience-stats',
] as const;

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

type Command = (el: PatienceGame, args: unknown[]) => unknown;

/** What the host may ask for; the result is sent back as `result`. */
export const COMMANDS: Record<string, Command> = {
  newGame: (el, [seed]) => {
    el.newGame(seed as number | undefined);
    return null;
  },
  undo: (el) => el.undo(),
  redo: (el) => el.redo(),
  hint: (el) => el.hint(),
  restore: (el, [state]) => el.restore(state),
  state: (el) => el.state,
  legalMoves: (el) => el.legalMoves(),
  play: (el, [move]) => el.play(move),
};

export interface PageQuery {
  /** Attributes to set on the element, in the order given. */
  attributes: [name: string, value: string][];
  theme: Theme;
  /** The host page's origin, when the query names a valid one. */
  origin: string | null;
  /** What in the query was not used, and why (for the console). */
  warnings: string[];
}

/** The attributes the element observes, and which of them are boolean. */
export interface ElementAttributes {
  all: ReadonlySet<string>;
  booleans: ReadonlySet<string>;
}

/** Reads the attributes a Lit element class observes from its declared properties. */
export function attributesOf(cls: typeof PatienceGame): ElementAttributes {
  const booleans = new Set<string>();
  for (const [prop, opts] of cls.elementProperties) {
    if (opts.attribute === false || opts.type !== Boolean) continue;
    booleans.add(typeof opts.attribute === 'string' ? opts.attribute : String(prop).toLowerCase());
  }
  return { all: new Set(cls.observedAttributes), booleans };
}

/**
 * `https://example.com` as it is written in an origin (scheme, host, port), else null. A trailing
 * slash is forgiven; a path, `*` or `null` is not an origin.
 */
export function parseOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin !== 'null' && (value === origin || value === origin + '/') ? origin : null;
  } catch {
    return null;
  }
}

const OFF = new Set(['0', 'false']);

export function readQuery(search: string, attrs: ElementAttributes): PageQuery {
  const q = new URLSearchParams(search);
  const out: PageQuery = { attributes: [], theme: 'light', origin: null, warnings: [] };
  const seen = new Set<string>();
  for (const [name, value] of q) {
    if (seen.has(name)) continue;
    seen.add(name);
    if (name === 'theme') {
      if ((THEMES as readonly string[]).includes(value)) out.theme = value as Theme;
      else out.warnings.push(`theme "${value}" is not one of ${THEMES.join(', ')}; light is used`);
    } else if (name === 'origin') {
      out.origin = parseOrigin(value);
      if (out.origin === null) out.warnings.push(`origin "${value}" is not an origin (https://host[:port]); no command will be obeyed`);
    } else if (attrs.booleans.has(name)) {
      if (!OFF.has(value.trim().toLowerCase())) out.attributes.push([name, '']);
    } else if (attrs.all.has(name)) {
      out.attributes.push([name, value]);
    }
    // Anything else is ignored, as the contract says.
  }
  return out;
}

/** A copy that survives JSON (what a host may rely on), or null. */
export function jsonSafe(value: unknown): unknown {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Runs the page: the element with the query's attributes, its events posted to the parent, its
 * height reported, commands from `origin` obeyed. Returns the element.
 */
export function startPage(cls: typeof PatienceGame, win: Window = window): PatienceGame {
  const doc = win.document;
  const query = readQuery(win.location.search, attributesOf(cls));
  for (const w of query.warnings) console.warn(`patience-games embed: ${w}`);
  doc.documentElement.dataset.theme = query.theme;

  const framed = win.parent !== win;
  const target = query.origin ?? '*';
  const post = (type: string, detail: unknown) => {
    if (framed) win.parent.postMessage({ source: SOURCE, type, detail: jsonSafe(detail) }, target);
  };

  const el = doc.createElement('patience-game');
  for (const [name, value] of query.attributes) el.setAttribute(name, value);
  const lang = el.getAttribute('lang');
  if (lang) doc.documentElement.lang = lang;
  for (const type of EVENTS) el.addEventListener(type, (e) => post(type, (e as CustomEvent).detail));

  win.addEventListener('message', (e: MessageEvent) => {
    const data: unknown = e.data;
    if (typeof data !== 'object' || data === null) return;
    const { source, command, args, id } = data as Record<string, unknown>;
    if (source !== SOURCE || typeof command !== 'string') return;
    // Commands come from the page the query names, and from no other.
    if (query.origin === null || e.origin !== query.origin) return;
    const reply = (result: unknown) =>
      ((e.source as Window | null) ?? win.parent).postMessage(
        { source: SOURCE, type: 'patience-reply', id: jsonSafe(id ?? null), result: jsonSafe(result) },
        query.origin!,
      );
    const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : null;
    if (!run) {
      reply({ error: `unknown command "${command}"; the commands are ${Object.keys(COMMANDS).join(', ')}` });
      return;
    }
    const list = Array.isArray(args) ? args : args === undefined ? [] : [args];
    Promise.resolve()
      .then(() => run(el, list))
      .then(reply, (err: unknown) => reply({ error: message(err) }));
  });

  let height = -1;
  new ResizeObserver(() => {
    const h = Math.ceil(el.getBoundingClientRect().height);
    if (h === height) return;
    height = h;
    post('patience-resize', { height: h });
  }).observe(el);

  doc.body.append(el);
  return el;
}
