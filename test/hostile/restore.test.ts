/**
 * `restore()` given anything that is not a position its game can reach: refused with
 * `patience-error` and a message that says what is wrong, nothing thrown, the game in play kept
 * and still playable. Table-driven over every game. (A good state of another variant is taken:
 * the element switches game, as documented.)
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { PatienceGame } from '../../src/index.js';
import { restoreGame, VARIANTS } from '../../src/engine.js';
import { dealNamed } from '../named.js';
import type { GameState } from '../../src/engine/state.js';
import { klondikeFourKings } from '../elements/positions.js';

type State = GameState & Record<string, unknown>;
type Case = [what: string, make: () => unknown, code: string, message: RegExp];

const dealt = (variant: string, options: Record<string, unknown> = {}, seed = 3): State => {
  const r = dealNamed(variant, options, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state as State;
};
/** A deal of `variant`, changed by `edit`. */
const edited =
  (variant: string, edit: (s: State) => void, options: Record<string, unknown> = {}) =>
  (): State => {
    const s = structuredClone(dealt(variant, options));
    edit(s);
    return s;
  };
const pile = (s: GameState, id: string) => s.piles.find((p) => p.id === id)!;
const up = (codes: string) => codes.split(' ').map((code) => ({ code, faceUp: true }));

const everyGame: Case[] = [
  // ---- not a state at all ----
  ['undefined', () => undefined, 'bad-state', /must be an object/],
  ['null', () => null, 'bad-state', /must be an object/],
  ['a number', () => 42, 'bad-state', /must be an object/],
  ['an array', () => [], 'bad-state', /must be an object/],
  ['text that is not JSON', () => '{"variant": "klondike",', 'bad-state', /not valid JSON/],
  ['JSON of a string', () => '"klondike"', 'bad-state', /must be an object/],
  ['an empty object', () => ({}), 'bad-variant', new RegExp(`"undefined" is not a game here: use one of ${VARIANTS.join(', ')}`)],
  // ---- variant, seed, options, counters ----
  ['an unknown variant', edited('klondike', (s) => (s.variant = 'solitaire')), 'bad-variant', /"solitaire" is not a game here/],
  ['a variant in capitals', edited('klondike', (s) => (s.variant = 'Klondike')), 'bad-variant', /"Klondike" is not a game here/],
  [
    'a variant that is not a string',
    edited('klondike', (s) => ((s as Record<string, unknown>).variant = ['klondike'])),
    'bad-variant',
    /is not a game here/,
  ],
  ['a negative seed', edited('klondike', (s) => (s.seed = -1)), 'bad-seed', /seed must be a whole number from 0 to 4294967295/],
  ['a fractional seed', edited('klondike', (s) => (s.seed = 1.5)), 'bad-seed', /whole number/],
  ['a seed too big', edited('klondike', (s) => (s.seed = 2 ** 32)), 'bad-seed', /whole number/],
  ['a seed as text', edited('klondike', (s) => ((s as Record<string, unknown>).seed = '3')), 'bad-seed', /whole number/],
  [
    'a draw not allowed',
    edited('klondike', (s) => (s.options = { draw: 2, redeals: 0 })),
    'bad-option',
    /"2" is not a valid draw for klondike: use 1 or 3/,
  ],
  [
    'an option of another game',
    edited('klondike', (s) => (s.options = { draw: 1, deck: 32 })),
    'bad-option',
    /klondike has no option "deck": its options are draw, redeals/,
  ],
  [
    'options that are a list',
    edited('klondike', (s) => ((s as Record<string, unknown>).options = [1])),
    'bad-option',
    /"options" must be an object/,
  ],
  ['a negative moveCount', edited('klondike', (s) => (s.moveCount = -1)), 'bad-state', /"moveCount" must be a whole number/],
  ['a fractional moveCount', edited('klondike', (s) => (s.moveCount = 2.5)), 'bad-state', /"moveCount"/],
  ['an absurd moveCount', edited('klondike', (s) => (s.moveCount = 1e300)), 'bad-state', /"moveCount"/],
  [
    'redeals used beyond the allowed',
    edited('klondike', (s) => (s.redealsUsed = 1)),
    'bad-state',
    /"redealsUsed" must be a whole number from 0 to the redeals allowed/,
  ],
  ['negative redeals used', edited('klondike', (s) => (s.redealsUsed = -1), { redeals: 3 }), 'bad-state', /"redealsUsed"/],
  // ---- piles ----
  ['no piles', edited('klondike', (s) => delete (s as Partial<State>).piles), 'bad-state', /no "piles" list/],
  [
    'piles that are an object',
    edited('klondike', (s) => ((s as Record<string, unknown>).piles = { stock: [] })),
    'bad-state',
    /no "piles" list/,
  ],
  ['a pile too few', edited('klondike', (s) => s.piles.pop()), 'bad-piles', /A klondike table has 13 piles; this state has 12/],
  [
    'a pile too many',
    edited('klondike', (s) => s.piles.push({ id: 'tableau-7', kind: 'tableau', cards: [] })),
    'bad-piles',
    /has 13 piles; this state has 14/,
  ],
  [
    'an unknown pile id',
    edited('klondike', (s) => (s.piles[6].id = 'tableau-9')),
    'unknown-pile',
    /Pile 7 should be "tableau-0", not "tableau-9"/,
  ],
  [
    'piles out of order',
    edited('klondike', (s) => ([s.piles[6], s.piles[7]] = [s.piles[7], s.piles[6]])),
    'unknown-pile',
    /should be "tableau-0", not "tableau-1"/,
  ],
  [
    'a pile of the wrong kind',
    edited('klondike', (s) => ((s.piles[1] as { kind: string }).kind = 'stock')),
    'unknown-pile',
    /"waste" is a waste, not a stock/,
  ],
  ['a pile that is null', edited('klondike', (s) => ((s.piles as unknown[])[3] = null)), 'bad-piles', /Pile 4 is not an object/],
  [
    'a pile without cards',
    edited('klondike', (s) => delete (s.piles[3] as Partial<GameState['piles'][0]>).cards),
    'bad-piles',
    /"foundation-1" has no "cards" list/,
  ],
  // ---- cards ----
  [
    'a card code that is no card',
    edited('klondike', (s) => (pile(s, 'tableau-0').cards[0].code = 'XX')),
    'bad-card',
    /"tableau-0" holds something that is not a card: \{"code":"XX"/,
  ],
  ['a ten written 10H', edited('klondike', (s) => (pile(s, 'tableau-0').cards[0].code = '10H')), 'bad-card', /not a card/],
  [
    'a card code in lower case',
    edited('klondike', (s) => (pile(s, 'tableau-0').cards[0].code = pile(s, 'tableau-0').cards[0].code.toLowerCase())),
    'bad-card',
    /not a card/,
  ],
  [
    'a card without faceUp',
    edited('klondike', (s) => delete (pile(s, 'tableau-0').cards[0] as Partial<{ faceUp: boolean }>).faceUp),
    'bad-card',
    /not a card/,
  ],
  [
    'faceUp as 1',
    edited('klondike', (s) => ((pile(s, 'tableau-0').cards[0] as unknown as Record<string, unknown>).faceUp = 1)),
    'bad-card',
    /not a card/,
  ],
  ['a card that is null', edited('klondike', (s) => ((pile(s, 'tableau-0').cards as unknown[])[0] = null)), 'bad-card', /not a card: null/],
  [
    'a card duplicated',
    edited('klondike', (s) => (pile(s, 'tableau-1').cards[1].code = pile(s, 'tableau-0').cards[0].code)),
    'duplicate-card',
    /appears more often than the deck holds it/,
  ],
  [
    'a card missing',
    edited('klondike', (s) => pile(s, 'stock').cards.pop()),
    'missing-card',
    /Cards are missing from the table: [2-9TJQKA][CDHS]\./,
  ],
  [
    'a joker in a 52-card deck',
    edited('klondike', (s) => pile(s, 'waste').cards.push({ code: 'RJ', faceUp: true })),
    'wrong-deck',
    /The card RJ is not in the klondike deck/,
  ],
  [
    'a face-down card on a face-up one',
    edited('klondike', (s) => {
      const t = pile(s, 'tableau-6').cards;
      [t[5], t[6]] = [t[6], t[5]];
    }),
    'face-down-on-top',
    /"tableau-6" has a face-down card above a face-up one/,
  ],
  [
    'a face-down top card',
    edited('klondike', (s) => (pile(s, 'tableau-6').cards[6].faceUp = false)),
    'impossible-position',
    /The top card of "tableau-6" must be face up/,
  ],
  [
    'a face-up stock card',
    edited('klondike', (s) => (pile(s, 'stock').cards.at(-1)!.faceUp = true)),
    'impossible-position',
    /The stock's cards must all be face down/,
  ],
  [
    'a stock all face up',
    edited('klondike', (s) => pile(s, 'stock').cards.forEach((c) => (c.faceUp = true))),
    'impossible-position',
    /The stock's cards must all be face down/,
  ],
  [
    'a face-down waste card',
    edited('klondike', (s) => pile(s, 'waste').cards.push({ ...pile(s, 'stock').cards.pop()! })),
    'impossible-position',
    /The cards of "waste" must all be face up/,
  ],
  [
    'a foundation out of order',
    () => {
      const s = klondikeFourKings();
      const f = s.piles[2].cards;
      [f[3], f[4]] = [f[4], f[3]];
      return s;
    },
    'impossible-position',
    /"foundation-0" is not built in order at 5C/,
  ],
  [
    'a foundation not starting with an ace',
    () => {
      const s = klondikeFourKings();
      s.piles[2].cards.shift();
      s.piles[1].cards = up('AC');
      return s;
    },
    'impossible-position',
    /"foundation-0" cannot start with 2C/,
  ],
  [
    'a foundation mixing suits',
    () => {
      const s = klondikeFourKings();
      [s.piles[2].cards[5], s.piles[3].cards[5]] = [s.piles[3].cards[5], s.piles[2].cards[5]];
      return s;
    },
    'impossible-position',
    /"foundation-0" is not built in order at 6D/,
  ],
  [
    'a face-up run out of order',
    () => {
      const s = klondikeFourKings();
      s.piles[6].cards = up('KC KD');
      s.piles[7].cards = [];
      return s;
    },
    'impossible-position',
    /The face-up cards of "tableau-0" are not built in order at KD/,
  ],
  // ---- each game's own checks ----
  [
    'bayan: an empty place in the line',
    edited('bayan', (s) => {
      s.piles[1].cards.push(...s.piles[2].cards);
      s.piles[2].cards = [];
    }),
    'impossible-position',
    /No place in the Bayan line may be empty/,
  ],
  [
    'bayan: more places than cards',
    edited('bayan', (s) => s.piles.push({ id: 'tableau-52', kind: 'tableau', cards: [] })),
    'bad-piles',
    /A bayan table has 1 to 52 piles; this state has 53/,
  ],
  ['bayan: no places', edited('bayan', (s) => (s.piles = [])), 'bad-piles', /has 1 to 52 piles; this state has 0/],
  [
    'bayan: a face-down card',
    edited('bayan', (s) => (s.piles[4].cards[0].faceUp = false)),
    'impossible-position',
    /The top card of "tableau-4" must be face up|must all be face up/,
  ],
  [
    'two-by-two: an odd stock',
    edited('two-by-two', (s) => s.piles[1].cards.unshift({ ...s.piles[0].cards.pop()!, faceUp: true })),
    'impossible-position',
    /"stock" holds its 48 cards less two for each pair covered/,
  ],
  [
    'two-by-two: an empty pile',
    edited('two-by-two', (s) => {
      s.piles[0].cards.push(...s.piles[1].cards.map((c) => ({ ...c, faceUp: false })), { ...s.piles[2].cards[0], faceUp: false });
      s.piles[1].cards = [];
      s.piles[2].cards = s.piles[2].cards.slice(1);
    }),
    'impossible-position',
    /"tableau-0" cannot hold fewer cards than the deal gives it \(1\)/,
  ],
  [
    'two-by-two 32: a two of clubs',
    edited('two-by-two', (s) => (s.piles[1].cards[0].code = '2C'), { deck: 32 }),
    'wrong-deck',
    /The card 2C is not in the two-by-two deck/,
  ],
  [
    'joker: a foundation without its ace',
    edited('joker', (s) => {
      const [a, b] = [s.piles[0].cards, s.piles[1].cards];
      [a[0], b[0]] = [b[0], a[0]];
    }),
    'impossible-position',
    /"foundation-0" must start with the AC it was dealt|cannot start with/,
  ],
  [
    'joker: a card in the reserve',
    edited('joker', (s) => {
      const col = s.piles[4].cards;
      s.piles[10].cards.push(col.pop()!);
    }),
    'impossible-position',
    /"reserve" holds only jokers/,
  ],
  [
    'joker: a joker missing',
    edited('joker', (s) => {
      const i = s.piles.findIndex((p) => p.cards.some((c) => c.code === 'BJ'));
      s.piles[i].cards = s.piles[i].cards.filter((c) => c.code !== 'BJ');
    }),
    'missing-card',
    /Cards are missing from the table: BJ/,
  ],
  [
    'envelopes: two face-up cards in an envelope',
    edited('envelopes', (s) => (s.piles[0].cards[2].faceUp = true)),
    'impossible-position',
    /In "tableau-0" only the top card is face up/,
  ],
  [
    'envelopes: five cards in an envelope',
    edited('envelopes', (s) => s.piles[0].cards.unshift({ ...s.piles[1].cards.shift()!, faceUp: false })),
    'impossible-position',
    /"tableau-0" holds more than the 4 cards it is dealt/,
  ],
  [
    'envelopes: an odd card in the discard',
    edited('envelopes', (s) => {
      s.piles[8].cards.push({ ...s.piles[0].cards.pop()! });
      s.piles[0].cards.at(-1)!.faceUp = true;
    }),
    'impossible-position',
    /"discard" holds pairs of the same rank only/,
  ],
  [
    'seasons: bases of different ranks',
    edited('seasons', (s) => {
      s.piles[3].cards = s.piles[6].cards.splice(0); // TH (seed 3) to an empty corner; the base is 3D
    }),
    'impossible-position',
    /The foundations must start with cards of one rank/,
  ],
  [
    'seasons: an empty first corner',
    edited('seasons', (s) => {
      s.piles[6].cards.push(...s.piles[2].cards);
      s.piles[2].cards = [];
    }),
    'impossible-position',
    /cannot be empty: it holds its base from the deal|not built in order/,
  ],
  [
    'seasons: a cell out of order',
    edited('seasons', (s) => {
      // Seed 3's cells: TH 9S QS KC 3C; KC does not go on 3C.
      s.piles[10].cards.push(...s.piles[9].cards);
      s.piles[9].cards = [];
    }),
    'impossible-position',
    /"tableau-4" is not built in order at KC/,
  ],
  [
    'congress: an empty cell while the stock holds cards',
    edited('congress', (s) => {
      s.piles[0].cards.push({ ...s.piles[10].cards[0], faceUp: false });
      s.piles[10].cards = [];
    }),
    'impossible-position',
    /"tableau-0" cannot stay empty while "stock" holds a card/,
  ],
  [
    'congress: a cell out of order',
    edited('congress', (s) => {
      s.piles[10].cards.unshift({ ...s.piles[0].cards.shift()!, faceUp: true });
    }),
    'impossible-position',
    /"tableau-0" is not built in order at/,
  ],
  [
    'congress: one deck only',
    edited('congress', (s) => (s.piles[0].cards = s.piles[0].cards.slice(0, 44))),
    'missing-card',
    /Cards are missing from the table/,
  ],
];

/** Objects that fight back: getters that throw, proxies, cycles. */
const hostile: [string, () => unknown][] = [
  [
    'a proxy that throws on every read',
    () =>
      new Proxy(
        {},
        {
          get: () => {
            throw new Error('boom');
          },
          has: () => {
            throw new Error('boom');
          },
        },
      ),
  ],
  [
    'a revoked proxy',
    () => {
      const p = Proxy.revocable({}, {});
      p.revoke();
      return p.proxy;
    },
  ],
  [
    'a state whose piles getter throws',
    () => {
      const s = klondikeFourKings() as Record<string, unknown>;
      Object.defineProperty(s, 'piles', {
        get: () => {
          throw new Error('boom');
        },
      });
      return s;
    },
  ],
  [
    'a state whose card getter throws',
    () => {
      const s = klondikeFourKings();
      Object.defineProperty(s.piles[6].cards[0], 'code', {
        get: () => {
          throw new Error('boom');
        },
      });
      return s;
    },
  ],
  [
    'a state with a cycle',
    () => {
      const s = klondikeFourKings() as Record<string, unknown>;
      s.self = s;
      (s.piles as Record<string, unknown>[])[6].cards = [s];
      return s;
    },
  ],
  ['a megabyte of text', () => '['.repeat(1 << 20)],
  ['a pile list a million long', () => ({ ...klondikeFourKings(), piles: new Array(1_000_000).fill({ id: 'x', cards: [] }) })],
];

describe('restore(): refusing what its game cannot reach', () => {
  let el: PatienceGame;
  let errors: CustomEvent[];
  const onError = (e: Event) => errors.push(e as CustomEvent);
  const pageErrors: unknown[] = [];
  const onPageError = (e: ErrorEvent) => pageErrors.push(e.error ?? e.message);
  const snapshot = () => JSON.stringify({ ...el.state, elapsedMs: undefined });

  before(async () => {
    el = document.createElement('patience-game');
    el.setAttribute('variant', 'klondike');
    el.setAttribute('seed', '42');
    document.body.append(el);
    await el.updateComplete;
    el.play(el.legalMoves()[0]);
    window.addEventListener('error', onPageError);
  });
  after(() => {
    el.remove();
    window.removeEventListener('error', onPageError);
  });
  beforeEach(() => {
    errors = [];
    el.addEventListener('patience-error', onError);
  });
  afterEach(() => {
    el.removeEventListener('patience-error', onError);
    expect(pageErrors).to.deep.equal([]);
  });

  for (const [what, make, code, message] of everyGame) {
    it(`refuses ${what} with ${code}`, async () => {
      const before = snapshot();
      const input = make();
      const copy = typeof input === 'object' && input !== null ? structuredClone(input) : input;
      let took: boolean | undefined;
      expect(() => (took = el.restore(input))).not.to.throw();
      expect(took).to.equal(false);
      expect(errors.map((e) => e.detail.code)).to.deep.equal([code]);
      const text = errors[0].detail.message;
      expect(text).to.match(/^The state was not loaded: /);
      expect(text).to.match(message);
      // The engine says the same to headless users.
      const r = await restoreGame(input);
      expect(r.ok).to.equal(false);
      if (!r.ok) expect(r.error.code).to.equal(code);
      // Nothing changed: not the game, not the input.
      expect(snapshot()).to.equal(before);
      if (typeof input === 'object' && input !== null) expect(input).to.deep.equal(copy);
      expect(el.moveCount).to.equal(1);
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('.board')).not.to.equal(null);
      expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    });
  }

  for (const [what, make] of hostile) {
    it(`refuses ${what} without throwing`, () => {
      const before = snapshot();
      let took: boolean | undefined;
      expect(() => (took = el.restore(make()))).not.to.throw();
      expect(took).to.equal(false);
      expect(errors).to.have.length(1);
      expect(errors[0].detail.message).to.be.a('string').and.not.empty;
      expect(snapshot()).to.equal(before);
    });
  }

  it('still plays after all that, and takes a good state of its own variant', async () => {
    const legal = el.legalMoves();
    expect(legal.length).to.be.greaterThan(0);
    expect(el.play(legal[0])).to.equal(true);
    expect(el.restore(klondikeFourKings())).to.equal(true);
    expect(el.moveCount).to.equal(100);
    expect(errors).to.deep.equal([]);
  });

  it('takes a good state of another variant and switches game (documented)', async () => {
    const s = dealt('bayan', { reach: 3 }, 9);
    expect(el.restore(s)).to.equal(true);
    expect(el.variant).to.equal('bayan');
    expect(el.reach).to.equal(3);
    expect(el.state!.piles).to.deep.equal(s.piles);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.card').length).to.equal(52);
    // Back again.
    expect(el.restore(klondikeFourKings())).to.equal(true);
    expect(el.variant).to.equal('klondike');
    expect(errors).to.deep.equal([]);
  });
});
