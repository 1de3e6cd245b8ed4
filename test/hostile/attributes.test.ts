/**
 * Every attribute of API.md given bad values (empty, blank, negative, huge, non-numeric, unknown
 * names, "1e3", "0x10", "3.0", full-width digits, markup): the documented behaviour each time —
 * a short message in the board saying what is wrong and what is allowed, one `patience-error`
 * naming the attribute, nothing thrown into the page, no game in play — and play again as soon
 * as the value is fixed. Values the API allows (trimmed) deal as documented.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { VARIANTS } from '../../src/games/registry.js';
import { browserLang, langFor } from '../../src/i18n/index.js';
import { watchErrors } from '../elements/helpers.js';

/** Values no attribute takes. */
const HOSTILE = [
  '',
  ' ',
  '\u00a0',
  '-1',
  '99999999999999999999',
  'abc',
  'unknown',
  '1e3',
  '0x10',
  '3.0',
  '2.5',
  'NaN',
  'Infinity',
  '３',
  '1,5',
  'true',
  '<img src=x onerror="window.__pwned=1">',
];

interface Row {
  attr: string;
  /** Attributes that make the context (the game it belongs to). */
  context: Record<string, string>;
  good: string;
  code: string;
  /** What the message must say is allowed. */
  allowed: RegExp;
  /** Values taken, with the option value they give (undefined: not an option, e.g. seed). */
  accepted: [string, unknown][];
  /** Hostile values that are nonetheless fine for this attribute. */
  skip?: string[];
}

const ROWS: Row[] = [
  {
    attr: 'variant',
    context: { seed: '5' },
    good: 'klondike',
    code: 'bad-variant',
    allowed: new RegExp(VARIANTS.join(', ')),
    accepted: [
      [' klondike ', undefined],
      ['\tbayan\n', undefined],
    ],
  },
  {
    attr: 'seed',
    context: { variant: 'klondike' },
    good: '42',
    code: 'bad-seed',
    allowed: /whole number from 0 to 4294967295/,
    accepted: [
      [' 42 ', 42],
      ['0', 0],
      ['4294967295', 4294967295],
      ['007', 7],
    ],
  },
  {
    attr: 'draw',
    context: { variant: 'klondike', seed: '5' },
    good: '3',
    code: 'bad-option',
    allowed: /use 1 or 3/,
    accepted: [
      [' 3 ', 3],
      ['1', 1],
    ],
  },
  {
    attr: 'redeals',
    context: { variant: 'klondike', seed: '5' },
    good: '2',
    code: 'bad-option',
    allowed: /0, a positive whole number, or unlimited/,
    accepted: [
      ['unlimited', 'unlimited'],
      [' unlimited ', 'unlimited'],
      ['0', 0],
      ['999999', 999999],
    ],
  },
  {
    attr: 'build',
    context: { variant: 'seasons', seed: '5' },
    good: 'alternate',
    code: 'bad-option',
    allowed: /use any or alternate/,
    accepted: [
      [' alternate ', 'alternate'],
      ['any', 'any'],
    ],
  },
  {
    attr: 'reach',
    context: { variant: 'bayan', seed: '5' },
    good: '3',
    code: 'bad-option',
    allowed: /use 2 or 3/,
    accepted: [
      [' 3 ', 3],
      ['2', 2],
    ],
  },
  {
    attr: 'deck',
    context: { variant: 'two-by-two', seed: '5' },
    good: '32',
    code: 'bad-option',
    allowed: /use 52 or 32/,
    accepted: [
      ['32', 32],
      [' 52 ', 52],
    ],
  },
];

async function make(attrs: Record<string, string>): Promise<PatienceGame> {
  const el = document.createElement('patience-game');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

/** The game plays: a board with cards, no alert, and a legal move is taken. */
async function playing(el: PatienceGame): Promise<void> {
  await el.updateComplete;
  const root = el.shadowRoot!;
  expect(el.state, 'a game is in play').not.to.equal(null);
  expect(root.querySelector('[role="alert"]')).to.equal(null);
  expect(root.querySelectorAll('.card').length).to.be.greaterThan(0);
  const legal = el.legalMoves();
  expect(legal.length).to.be.greaterThan(0);
  expect(el.play(legal[0])).to.equal(true);
}

let counter = 0;
const uniqueSeed = () => String(1000 + counter++);

describe('attributes: bad values get the documented behaviour', () => {
  watchErrors();
  afterEach(() => expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined));

  for (const row of ROWS) {
    it(`${row.attr}: ${HOSTILE.length} bad values each refused with ${row.code}, and plays again once fixed`, async () => {
      const el = await make({ ...row.context, [row.attr]: row.good });
      const errors: CustomEvent[] = [];
      el.addEventListener('patience-error', (e) => errors.push(e as CustomEvent));
      await playing(el);
      for (const value of HOSTILE) {
        if (row.skip?.includes(value)) continue;
        errors.length = 0;
        expect(() => el.setAttribute(row.attr, value)).not.to.throw();
        await el.updateComplete;
        const label = `${row.attr}=${JSON.stringify(value)}`;
        expect(
          errors.map((e) => e.detail.code),
          label,
        ).to.deep.equal([row.code]);
        expect(errors[0].detail.attribute, label).to.equal(row.attr);
        const message = errors[0].detail.message;
        expect(message, label).to.match(row.allowed);
        // The board says it too, as text.
        const alert = el.shadowRoot!.querySelector('[role="alert"]');
        expect(alert, label).not.to.equal(null);
        expect(alert!.textContent, label).to.contain(message);
        expect(alert!.querySelector('img, script'), label).to.equal(null);
        // No game: the API answers quietly.
        expect(el.state, label).to.equal(null);
        expect(el.legalMoves()).to.deep.equal([]);
        expect(el.play({ kind: 'deal', from: 'stock', to: 'waste', count: 1 })).to.equal(false);
        expect(el.undo()).to.equal(false);
        expect(el.won).to.equal(false);
        expect(el.lost).to.equal(false);
        expect(await el.hint()).to.equal(null);
        // Fixed: plays again (a fresh seed, so the fix is a change even for `seed`).
        el.setAttribute(row.attr, row.attr === 'seed' ? uniqueSeed() : row.good);
        await playing(el);
        expect(errors, label).to.have.length(1);
      }
      el.remove();
    });

    it(`${row.attr}: takes ${row.accepted.map(([v]) => JSON.stringify(v)).join(', ')}`, async () => {
      for (const [value, option] of row.accepted) {
        const el = await make({ ...row.context, [row.attr]: value });
        const errors: Event[] = [];
        el.addEventListener('patience-error', (e) => errors.push(e));
        await playing(el);
        expect(errors).to.have.length(0);
        if (row.attr === 'variant') expect(el.state!.variant).to.equal(value.trim());
        else if (row.attr === 'seed') expect(el.state!.seed).to.equal(option);
        else expect(el.state!.options[row.attr]).to.equal(option);
        el.remove();
      }
    });
  }

  it('bad values set as properties get the same treatment', async () => {
    const el = await make({ variant: 'klondike', seed: '5' });
    const errors: CustomEvent[] = [];
    el.addEventListener('patience-error', (e) => errors.push(e as CustomEvent));
    const cases: [string, unknown, string][] = [
      ['seed', -1, 'bad-seed'],
      ['seed', 1.5, 'bad-seed'],
      ['seed', Number.NaN, 'bad-seed'],
      ['seed', Infinity, 'bad-seed'],
      ['seed', '42', 'bad-seed'],
      ['seed', 2 ** 32, 'bad-seed'],
      ['draw', 2, 'bad-option'],
      ['draw', 3.5, 'bad-option'],
      ['draw', {}, 'bad-option'],
      ['redeals', -1, 'bad-option'],
      ['redeals', 1.5, 'bad-option'],
      ['variant', 42, 'bad-variant'],
      ['variant', {}, 'bad-variant'],
    ];
    const self = el as unknown as Record<string, unknown>;
    for (const [prop, value, code] of cases) {
      errors.length = 0;
      const was = self[prop];
      expect(() => (self[prop] = value)).not.to.throw();
      await el.updateComplete;
      expect(
        errors.map((e) => e.detail.code),
        `${prop} = ${String(value)}`,
      ).to.deep.equal([code]);
      expect(el.state).to.equal(null);
      self[prop] = prop === 'seed' ? Number(uniqueSeed()) : was;
      await playing(el);
    }
    el.remove();
  });

  it('ignores unknown attributes and the options of other games', async () => {
    const el = await make({ variant: 'bayan', seed: '5', draw: 'abc', deck: '-1', build: '0x10', colour: 'red', 'data-x': '1' });
    const errors: Event[] = [];
    el.addEventListener('patience-error', (e) => errors.push(e));
    await playing(el);
    expect(el.state!.options).to.deep.equal({ reach: 2 });
    expect(errors).to.have.length(0);
    el.remove();
  });

  it('takes any lang, persist and boolean attribute value without an error', async () => {
    const errors: Event[] = [];
    const listen = (e: Event) => errors.push(e);
    document.addEventListener('patience-error', listen);
    for (const value of [...HOSTILE, 'x'.repeat(10_000), '__proto__', 'constructor']) {
      const el = await make({ variant: 'klondike', seed: '5', lang: value, persist: value, 'no-toolbar': value, 'no-status': value });
      await playing(el);
      // A boolean attribute is on whatever its value (HTML): "false" hides the toolbar too.
      expect(el.shadowRoot!.querySelector('[part~="toolbar"]')).to.equal(null);
      expect(el.shadowRoot!.querySelector('.base')!.getAttribute('lang')).to.equal(langFor(value) ?? browserLang());
      el.remove();
    }
    document.removeEventListener('patience-error', listen);
    for (const k of Object.keys(localStorage)) if (k.startsWith('patience-games:')) localStorage.removeItem(k);
    expect(errors).to.have.length(0);
  });

  it('a bad newGame() seed is refused with the game kept', async () => {
    const el = await make({ variant: 'klondike', seed: '5' });
    const errors: CustomEvent[] = [];
    el.addEventListener('patience-error', (e) => errors.push(e as CustomEvent));
    const before = JSON.stringify({ ...el.state, elapsedMs: 0 });
    for (const seed of [-1, 1.5, NaN, Infinity, 2 ** 32, '7', null, {}] as unknown[]) {
      expect(() => el.newGame(seed as number)).not.to.throw();
    }
    expect(errors.map((e) => e.detail.code)).to.deep.equal(new Array(8).fill('bad-seed'));
    expect(JSON.stringify({ ...el.state, elapsedMs: 0 })).to.equal(before);
    await playing(el);
    el.remove();
  });
});
