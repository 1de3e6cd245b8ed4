/**
 * The vocabulary's checks (src/engine/description/check.ts): every built-in description sound; a
 * catalogue of bad ones, each refused with the right pointer; hostile ones refused at once
 * without a throw; the error that lists the problems.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { checkDescription, descriptionProblems, type DescriptionProblem } from '../../src/engine/description/check.js';
import { GameDescriptionError } from '../../src/engine/description/error.js';
import schema from '../../src/engine/description/game.schema.json';
import type {
  BuildWord,
  DealWord,
  DeckWord,
  GameDescription,
  OptionWord,
  PairsWord,
  PileGroupWord,
  PlaceWord,
  WordsIn,
} from '../../src/engine/description/types.js';
import canfield from '../../src/games/descriptions/canfield.json';
import envelopes from '../../src/games/descriptions/envelopes.json';
import freecell from '../../src/games/descriptions/freecell.json';
import golf from '../../src/games/descriptions/golf.json';
import joker from '../../src/games/descriptions/joker.json';
import klondike from '../../src/games/descriptions/klondike.json';
import pyramid from '../../src/games/descriptions/pyramid.json';
import spider from '../../src/games/descriptions/spider.json';
import tripeaks from '../../src/games/descriptions/tripeaks.json';
import yukon from '../../src/games/descriptions/yukon.json';

const BUILT_IN = { klondike, freecell, spider, yukon, golf, tripeaks, pyramid, canfield, envelopes, joker } as const;
type BuiltIn = keyof typeof BUILT_IN;
const NAMES = Object.keys(BUILT_IN) as BuiltIn[];

/** A built-in description as a fresh object to spoil. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const fresh = (name: BuiltIn): any => structuredClone(BUILT_IN[name]);

const show = (problems: readonly DescriptionProblem[]): string => problems.map((p) => `${p.path}: ${p.message}`).join('\n');

/** Refused, with a problem at `path` (whose message matches `words`, when given). */
function expectRefused(input: unknown, path: string, words?: RegExp): DescriptionProblem[] {
  const problems = descriptionProblems(input);
  const at = problems.filter((p) => p.path === path && (!words || words.test(p.message)));
  expect(at.length, `a problem at "${path}"${words ? ` saying ${words}` : ''} among:\n${show(problems)}`).to.be.greaterThan(0);
  return problems;
}

/** True when two unions of field names are equal: the schema says the fields types.ts says, no more, no fewer. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Fields<T> = keyof T;
type Defs = (typeof schema)['$defs'];
const FIELDS_MATCH: readonly true[] = [
  true satisfies Same<keyof GameDescription, Fields<typeof schema.properties>>,
  true satisfies Same<keyof GameDescription['board'], Fields<typeof schema.properties.board.properties>>,
  true satisfies Same<keyof DeckWord, Fields<Defs['deck']['properties']>>,
  true satisfies Same<keyof BuildWord, Fields<Defs['build']['properties']>>,
  true satisfies Same<keyof PileGroupWord, Fields<Defs['group']['properties']>>,
  true satisfies Same<keyof PlaceWord, Fields<Defs['place']['properties']>>,
  true satisfies Same<keyof DealWord, Fields<Defs['dealStep']['properties']>>,
  true satisfies Same<keyof PairsWord, Fields<Defs['pairs']['properties']>>,
  true satisfies Same<keyof OptionWord, Fields<Defs['option']['properties']>>,
  true satisfies Same<keyof WordsIn, Fields<Defs['wordsIn']['properties']>>,
];

describe('game descriptions: the schema', () => {
  it('names the fields types.ts names (checked by the compiler)', () => expect(FIELDS_MATCH).to.have.length(10));

  it('closes every object, describes every field and definition, and resolves every $ref', () => {
    const faults: string[] = [];
    const visit = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${at}/${i}`));
      if (typeof node !== 'object' || node === null) return;
      const n = node as Record<string, unknown>;
      const type = n.type;
      const isObject = type === 'object' || (Array.isArray(type) && type.includes('object'));
      if (isObject && n.additionalProperties === undefined) faults.push(`${at}: open object`);
      for (const [name, field] of Object.entries((n.properties as Record<string, { description?: string }> | undefined) ?? {}))
        if (!field.description) faults.push(`${at}/properties/${name}: no description`);
      for (const name of (n.required as string[] | undefined) ?? [])
        if (!(n.properties as Record<string, unknown> | undefined)?.[name]) faults.push(`${at}: requires ${name}, which it does not name`);
      if (typeof n.$ref === 'string') {
        const target = n.$ref
          .split('/')
          .slice(1)
          .reduce<unknown>((o, t) => (o as Record<string, unknown> | undefined)?.[t], schema);
        if (!target) faults.push(`${at}: $ref ${n.$ref} leads nowhere`);
      }
      for (const [k, v] of Object.entries(n)) if (k !== 'enum' && k !== 'required') visit(v, `${at}/${k}`);
    };
    visit(schema, '#');
    for (const [name, def] of Object.entries(schema.$defs))
      if (!(def as { description?: string }).description) faults.push(`#/$defs/${name}: no description`);
    expect(faults.join('\n')).to.equal('');
    expect(schema.$schema).to.equal('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).to.equal('patience-games/game.schema.json');
  });
});

describe('game descriptions: the built-in ones', () => {
  for (const name of NAMES) {
    it(`${name} is sound (as text and as a value)`, () => {
      expect(show(descriptionProblems(JSON.stringify(BUILT_IN[name], null, 2)))).to.equal('');
      expect(show(descriptionProblems(fresh(name)))).to.equal('');
    });
  }

  it('checkDescription gives back a plain copy of a sound description', () => {
    const d = fresh('klondike');
    const checked = checkDescription(d);
    expect(checked.problems).to.deep.equal([]);
    expect(checked.description).to.deep.equal(d);
    expect(checked.description).not.to.equal(d);
  });
});

interface BadCase {
  readonly name: string;
  readonly from: BuiltIn;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly spoil: (d: any) => void;
  readonly path: string;
  readonly words?: RegExp;
}

const CATALOGUE: readonly BadCase[] = [
  // The schema: shapes, names, bounds.
  { name: 'a typo in a group', from: 'klondike', spoil: (d) => (d.piles[0].drw = 1), path: '/piles/0/drw', words: /not a field.*"draw"/ },
  { name: 'a typo at the top', from: 'klondike', spoil: (d) => (d.deall = []), path: '/deall', words: /did you mean "deal"/ },
  {
    name: 'a number as a string',
    from: 'klondike',
    spoil: (d) => (d.piles[0].draw = '3'),
    path: '/piles/0/draw',
    words: /whole number, not the text "3"/,
  },
  { name: 'a list where an object goes', from: 'spider', spoil: (d) => (d.deck = []), path: '/deck', words: /an object, not a list/ },
  { name: 'an object where a list goes', from: 'golf', spoil: (d) => (d.piles = {}), path: '/piles', words: /a list/ },
  {
    name: 'a kind that is no kind',
    from: 'yukon',
    spoil: (d) => (d.piles[0].kind = 'fundation'),
    path: '/piles/0/kind',
    words: /"foundation"\?/,
  },
  { name: 'no English words', from: 'klondike', spoil: (d) => delete d.words.en, path: '/words', words: /"en"/ },
  { name: 'no id', from: 'golf', spoil: (d) => delete d.id, path: '', words: /"id"/ },
  { name: 'an id with capitals', from: 'golf', spoil: (d) => (d.id = 'Golf!'), path: '/id', words: /lower-case/ },
  { name: 'an id too long', from: 'golf', spoil: (d) => (d.id = 'g'.repeat(41)), path: '/id', words: /at most 40/ },
  { name: 'a fraction of a pile', from: 'freecell', spoil: (d) => (d.piles[2].count = 7.5), path: '/piles/2/count', words: /whole number/ },
  {
    name: 'a deal to a negative count',
    from: 'yukon',
    spoil: (d) => (d.deal[1].cards = [0, -4]),
    path: '/deal/1/cards/1',
    words: /at least 0/,
  },
  {
    name: 'a win that is neither word nor object',
    from: 'golf',
    spoil: (d) => (d.win = 'foundation'),
    path: '/win',
    words: /"foundations" or an object/,
  },
  {
    name: 'a language that is no language code',
    from: 'golf',
    spoil: (d) => (d.words.english = d.words.en),
    path: '/words/english',
    words: /language code/,
  },
  {
    name: 'a pile name JavaScript objects carry',
    from: 'freecell',
    spoil: (d) => (d.words.en.piles.constructor = 'x'),
    path: '/words/en/piles/constructor',
    words: /JavaScript/,
  },
  {
    name: 'rules too long',
    from: 'yukon',
    spoil: (d) => (d.words.en.rules = 'x'.repeat(601)),
    path: '/words/en/rules',
    words: /at most 600/,
  },
  {
    name: 'a place of three numbers',
    from: 'pyramid',
    spoil: (d) => d.piles[3].layout.places[0].push(1),
    path: '/piles/3/layout/places/0',
    words: /at most 2 items/,
  },
  {
    name: 'covering a pile by five',
    from: 'pyramid',
    spoil: (d) => (d.piles[3].covers[0] = [1, 2, 3, 4, 5]),
    path: '/piles/3/covers/0',
    words: /at most 4/,
  },
  // The deck and the deal.
  {
    name: 'a deal naming a card twice (too many cards)',
    from: 'klondike',
    spoil: (d) => d.deal.push({ to: 'tableau', cards: 4 }),
    path: '/deal/1/cards',
    words: /52/,
  },
  {
    name: 'cards left over without a stock',
    from: 'yukon',
    spoil: (d) => (d.deal[1].cards = [0, 4, 4, 4, 4, 4, 3]),
    path: '/deal',
    words: /no stock/,
  },
  {
    name: 'a deal to an unknown group',
    from: 'klondike',
    spoil: (d) => (d.deal[0].to = 'tablaeu'),
    path: '/deal/0/to',
    words: /no group "tablaeu"/,
  },
  { name: 'more face-up cards than cards', from: 'klondike', spoil: (d) => (d.deal[0].up = 2), path: '/deal/0/up', words: /Pile 0/ },
  {
    name: 'a list of more piles than the group has',
    from: 'klondike',
    spoil: (d) => d.deal[0].cards.push(8),
    path: '/deal/0/cards',
    words: /8 piles.*7 piles/,
  },
  {
    name: 'suits that cannot share out the decks',
    from: 'klondike',
    spoil: (d) => (d.deck = { suits: ['C', 'D', 'H'] }),
    path: '/deck/suits',
  },
  {
    name: 'a rank the deck does not have',
    from: 'klondike',
    spoil: (d) => ((d.deck = { cards: 36 }), (d.piles[3].empty = '2')),
    path: '/piles/3/empty',
  },
  {
    name: 'aces dealt to too few piles',
    from: 'klondike',
    spoil: (d) => d.deal.unshift({ to: 'waste', rank: 'A', cards: 1 }),
    path: '/deal/0/to',
    words: /4 cards of rank "A"/,
  },
  {
    name: 'a free cell dealt two cards',
    from: 'freecell',
    spoil: (d) =>
      (d.deal = [
        { to: 'freecell', cards: [2] },
        { to: 'tableau', cards: [7, 7, 7, 7, 6, 6, 6, 4] },
      ]),
    path: '/deal/0/cards',
    words: /free cells/,
  },
  { name: 'a base from a deal that gives none', from: 'canfield', spoil: (d) => d.deal.splice(1, 1), path: '/piles/3/base' },
  { name: "Microsoft's deals with two decks", from: 'freecell', spoil: (d) => (d.deck = { decks: 2 }), path: '/shuffle' },
  // The groups.
  {
    name: 'a foundation count that does not fit the deck',
    from: 'klondike',
    spoil: (d) => (d.piles[2].count = 5),
    path: '/piles/2/count',
    words: /65.*52/,
  },
  {
    name: 'whole runs to too few foundations',
    from: 'spider',
    spoil: (d) => (d.piles[1].count = 4),
    path: '/piles/1/count',
    words: /8 foundations/,
  },
  {
    name: 'no foundations to win on',
    from: 'yukon',
    spoil: (d) => ((d.piles[0].kind = 'reserve'), delete d.piles[0].back),
    path: '/piles',
  },
  {
    name: 'two groups with one id',
    from: 'freecell',
    spoil: (d) => (d.piles[2].id = 'freecell'),
    path: '/piles/2/id',
    words: /Two groups/,
  },
  { name: 'a refill from an unknown group', from: 'canfield', spoil: (d) => (d.piles[4].refill = 'reserv'), path: '/piles/4/refill' },
  { name: 'a win by an unknown group', from: 'golf', spoil: (d) => (d.win.empty = ['tablaeu']), path: '/win/empty/0' },
  { name: 'pairs to an unknown group', from: 'pyramid', spoil: (d) => (d.pairs.to = 'discards'), path: '/pairs/to' },
  { name: 'a row onto an unknown group', from: 'spider', spoil: (d) => (d.piles[0].row = 'tablo'), path: '/piles/0/row' },
  { name: 'two stocks', from: 'klondike', spoil: (d) => d.piles.push({ kind: 'stock' }), path: '/piles/4/kind', words: /one stock/ },
  {
    name: 'a waste without a stock',
    from: 'yukon',
    spoil: (d) => d.piles.push({ kind: 'waste' }),
    path: '/piles/2/kind',
    words: /no stock/,
  },
  { name: 'a stock with nowhere to deal', from: 'klondike', spoil: (d) => d.piles.splice(1, 1), path: '/piles/0/kind', words: /waste/ },
  {
    name: 'a stock field on the tableau',
    from: 'klondike',
    spoil: (d) => (d.piles[3].draw = 1),
    path: '/piles/3/draw',
    words: /for a stock/,
  },
  {
    name: 'whole runs off the foundations',
    from: 'spider',
    spoil: (d) => (d.piles[2].whole = true),
    path: '/piles/2/whole',
    words: /for foundations/,
  },
  {
    name: 'a run limit without free cells',
    from: 'klondike',
    spoil: (d) => (d.piles[3].runLimit = 'free-cells'),
    path: '/piles/3/runLimit',
    words: /no group has cell/,
  },
  {
    name: 'a refill from itself',
    from: 'canfield',
    spoil: (d) => (d.piles[4].refill = 'tableau'),
    path: '/piles/4/refill',
    words: /itself/,
  },
  {
    name: 'covering a pile beyond the group',
    from: 'pyramid',
    spoil: (d) => (d.piles[3].covers[0] = [1, 28]),
    path: '/piles/3/covers/0/1',
  },
  {
    name: 'a pile covering itself',
    from: 'pyramid',
    spoil: (d) => (d.piles[3].covers[1] = [1, 4]),
    path: '/piles/3/covers/1/0',
    words: /itself/,
  },
  {
    name: 'piles covering one another in a circle',
    from: 'pyramid',
    spoil: (d) => (d.piles[3].covers[3] = [0]),
    path: '/piles/3/covers/0',
    words: /0 → 1 → 3 → 0/,
  },
  {
    name: 'fewer places than piles',
    from: 'tripeaks',
    spoil: (d) => d.piles[2].layout.places.pop(),
    path: '/piles/2/layout/places',
    words: /27 places for 28 piles/,
  },
  // Options.
  { name: 'a default that is no value', from: 'canfield', spoil: (d) => (d.options[0].default = 2), path: '/options/0/default' },
  {
    name: 'an option that sets no field',
    from: 'klondike',
    spoil: (d) => (d.options[0].sets = '/piles/0/drow'),
    path: '/options/0/sets',
    words: /drow/,
  },
  {
    name: 'an option that sets a pile that is not there',
    from: 'klondike',
    spoil: (d) => (d.options[0].sets = '/piles/9/draw'),
    path: '/options/0/sets',
  },
  { name: 'a map without a value', from: 'spider', spoil: (d) => delete d.options[0].map['4'], path: '/options/0/map', words: /"4"/ },
  { name: 'a map with a stray key', from: 'spider', spoil: (d) => (d.options[0].map['3'] = ['S']), path: '/options/0/map/3' },
  {
    name: 'an option value that makes an unsound game',
    from: 'spider',
    spoil: (d) => (d.options[0].values.push(3), (d.options[0].map['3'] = ['C', 'D', 'H'])),
    path: '/options/0/map/3',
    words: /With suits 3, \/deck\/suits/,
  },
  {
    name: 'an option value the field does not take',
    from: 'klondike',
    spoil: (d) => d.options[0].values.push(500),
    path: '/options/0/values/2',
    words: /at most 104/,
  },
  { name: 'two options with one name', from: 'klondike', spoil: (d) => (d.options[1].name = 'draw'), path: '/options/1/name' },
  {
    name: 'a range whose lowest is above its highest',
    from: 'pyramid',
    spoil: (d) => ((d.options[0].values.min = 5), (d.options[0].values.max = 3)),
    path: '/options/0/values/min',
  },
  {
    name: "a field that does not hold its option's default",
    from: 'klondike',
    spoil: (d) => (d.piles[0].draw = 3),
    path: '/options/0/default',
    words: /holds "3"/,
  },
  { name: 'rowNeedsFull without a row', from: 'klondike', spoil: (d) => (d.piles[0].rowNeedsFull = true), path: '/piles/0/rowNeedsFull' },
  { name: 'a stock dealing rows that draws', from: 'spider', spoil: (d) => (d.piles[0].draw = 1), path: '/piles/0/draw', words: /row/ },
  { name: 'how runs move where no run moves', from: 'spider', spoil: (d) => (d.piles[2].moves = 'top'), path: '/piles/2/run' },
  {
    name: 'a step by rank dealing two cards each',
    from: 'klondike',
    spoil: (d) => ((d.deal = [{ to: 'foundation', rank: 'A', cards: 2 }, ...d.deal]), (d.piles[2].base = 'A')),
    path: '/deal/0/cards',
  },
  // Words.
  {
    name: 'a pile name without an English word',
    from: 'freecell',
    spoil: (d) => delete d.words.en.piles,
    path: '/piles/0/layout/name',
    words: /freeCell/,
  },
  {
    name: 'words for a pile no layout names',
    from: 'freecell',
    spoil: (d) => (d.words.ru.piles.freecel = 'x'),
    path: '/words/ru/piles/freecel',
  },
  {
    name: 'a placeholder that is not {value}',
    from: 'klondike',
    spoil: (d) => (d.words.en.options.draw = 'draw {valeu}'),
    path: '/words/en/options/draw',
  },
  {
    name: 'one text for every value without {value}',
    from: 'canfield',
    spoil: (d) => (d.words.en.options.draw = 'draw'),
    path: '/words/en/options/draw',
  },
  {
    name: 'a text by a value the option does not have',
    from: 'klondike',
    spoil: (d) => (d.words.en.options.redeals.lots = 'lots'),
    path: '/words/en/options/redeals/lots',
  },
  {
    name: 'words for an option that is not there',
    from: 'golf',
    spoil: (d) => (d.words.en.options = { draw: 'draw {value}' }),
    path: '/words/en/options/draw',
  },
  // Pairs: how they match, where they go.
  { name: 'pairs that match by nothing', from: 'pyramid', spoil: (d) => delete d.pairs.sum, path: '/pairs', words: /sum .*or by same/ },
  { name: 'pairs that match two ways', from: 'envelopes', spoil: (d) => (d.pairs.sum = 13), path: '/pairs', words: /give one of the two/ },
  { name: 'pairs that go and are covered', from: 'pyramid', spoil: (d) => (d.pairs.cover = 'stock'), path: '/pairs', words: /\(to\) or/ },
  {
    name: 'pairs covered from a pile that is no stock',
    from: 'pyramid',
    spoil: (d) => {
      delete d.pairs.to;
      d.pairs.cover = 'waste';
    },
    path: '/pairs/cover',
    words: /names the stock/,
  },
  { name: 'a peek where pairs add up', from: 'pyramid', spoil: (d) => (d.pairs.peek = true), path: '/pairs/peek' },
  { name: 'pairs going to no group', from: 'envelopes', spoil: (d) => (d.pairs.to = 'bin'), path: '/pairs/to', words: /no group "bin"/ },
  // Jokers: where they stand in, where they are set aside.
  {
    name: 'jokers with nowhere to stand in',
    from: 'joker',
    spoil: (d) => delete d.piles[1].jokers,
    path: '/deck/jokers',
    words: /stand in on/,
  },
  {
    name: 'jokers word without jokers',
    from: 'klondike',
    spoil: (d) => (d.piles[3].jokers = {}),
    path: '/piles/3/jokers',
    words: /no jokers/,
  },
  {
    name: 'jokers standing in on a build of one suit',
    from: 'joker',
    spoil: (d) => (d.piles[1].build.suit = 'same'),
    path: '/piles/1/jokers',
    words: /alternating colours/,
  },
  {
    name: 'jokers sent back to a pile that takes cards',
    from: 'joker',
    spoil: (d) => (d.piles[1].jokers.back = 'foundation'),
    path: '/piles/1/jokers/back',
    words: /takes nothing by hand/,
  },
  {
    name: 'jokers set aside to no group',
    from: 'joker',
    spoil: (d) => (d.deal[1].jokersTo = 'box'),
    path: '/deal/1/jokersTo',
    words: /no group "box"/,
  },
  {
    name: 'a suit order without a rank',
    from: 'joker',
    spoil: (d) => (d.deal[1].suitOrder = true),
    path: '/deal/1/suitOrder',
    words: /give the step a rank/,
  },
];

describe('game descriptions: a catalogue of bad ones, each refused at its pointer', () => {
  it('holds at least 25', () => expect(CATALOGUE.length).to.be.greaterThanOrEqual(25));
  for (const c of CATALOGUE) {
    it(c.name, () => {
      const d = fresh(c.from);
      c.spoil(d);
      expectRefused(d, c.path, c.words);
      // The same as JSON text.
      expectRefused(JSON.stringify(d), c.path, c.words);
    });
  }
});

describe('game descriptions: hostile ones are refused at once, never with a throw', () => {
  /** The problems, checked to come without a throw and quickly (generously: the machine is shared). */
  function answered(input: unknown): DescriptionProblem[] {
    const start = performance.now();
    const problems = descriptionProblems(input);
    expect(performance.now() - start).to.be.lessThan(1000);
    expect(problems.length).to.be.greaterThan(0);
    return problems;
  }

  it('10⁹ piles: one problem, before the schema (no other problem is looked for)', () => {
    const d = fresh('klondike');
    d.piles[3].count = 1e9;
    expect(answered(d)).to.deep.equal([
      { path: '/piles/3/count', message: 'The groups hold more than 40 piles in all (this one alone 1000000000).' },
    ]);
  });

  it('more than 40 piles summed over groups', () => {
    const d = fresh('klondike');
    d.piles = Array.from({ length: 41 }, () => ({ kind: 'tableau' }));
    expect(answered(d).map((p) => p.path)).to.deep.equal(['/piles']);
  });

  it('five decks', () => {
    const d = fresh('spider');
    d.deck.decks = 5;
    expect(answered(d).map((p) => p.path)).to.deep.equal(['/deck/decks']);
  });

  it('64 kB of nesting, as text and as a value', () => {
    expect(answered('['.repeat(32000) + ']'.repeat(32000)).map((p) => p.path)).to.deep.equal(['']);
    let deep: unknown = 1;
    for (let i = 0; i < 30000; i++) deep = [deep];
    expect(answered(deep)).to.have.length(1);
    const d = fresh('golf');
    d.words.en.piles = { hole: JSON.parse('{"a":'.repeat(25) + '1' + '}'.repeat(25)) };
    expect(answered(d)).to.have.length(1);
  });

  it('a byte-order mark before the JSON is no problem', () => {
    expect(show(descriptionProblems(`\uFEFF${JSON.stringify(fresh('golf'))}`))).to.equal('');
  });

  it('JSON text over 64 kB, and a value as large', () => {
    const d = fresh('golf');
    d.words.en.rules = 'x'.repeat(70000);
    expect(answered(JSON.stringify(d)).map((p) => p.path)).to.deep.equal(['']);
    d.words.en.rules = 'x'.repeat(500);
    d.words.en.piles = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`p${i}`, 'x'.repeat(2000)]));
    expect(answered(d).map((p) => p.path)).to.deep.equal(['']);
  });

  it('long lists are refused before the schema compares their items', () => {
    const d = fresh('pyramid');
    d.piles[3].covers[0] = new Array(30000).fill(0);
    expect(answered(d).map((p) => p.path)).to.deep.equal(['/piles/3/covers/0']);
  });

  it('a __proto__ field is a field the schema refuses, and pollutes nothing', () => {
    const text = JSON.stringify(fresh('golf')).replace('{', '{"__proto__": {"polluted": true}, ');
    expect(answered(text).map((p) => p.path)).to.deep.equal(['/__proto__']);
    expect(({} as { polluted?: boolean }).polluted).to.equal(undefined);
    const d = fresh('golf');
    d.piles[0] = JSON.parse('{"kind": "stock", "__proto__": {"count": 1e9}}');
    expect(answered(d).map((p) => p.path)).to.deep.equal(['/piles/0/__proto__']);
  });

  it('values that are no JSON data: functions, NaN, Infinity, undefined in lists, Dates, symbols, BigInts', () => {
    for (const bad of [() => 1, NaN, Infinity, [undefined], new Date(0), Symbol('x'), 10n, new Map()]) {
      const d = fresh('yukon');
      d.words.en.name = bad;
      expect(answered(d)[0].path).to.match(/^\/words\/en\/name/);
    }
  });

  it('a cycle, a getter that throws, a proxy that throws, and nothing at all', () => {
    const cyclic = fresh('golf');
    cyclic.words.en.self = cyclic;
    expect(answered(cyclic)).to.have.length(1);
    const getter = fresh('golf');
    Object.defineProperty(getter, 'id', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    expect(answered(getter)).to.deep.equal([{ path: '', message: 'The description could not be read as data.' }]);
    const proxy = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no');
        },
      },
    );
    expect(answered(proxy)).to.have.length(1);
    for (const nothing of [undefined, null, 0, '', 'null', '"text"', '[]', '{', true])
      expect(answered(nothing).length).to.be.greaterThan(0);
  });

  it('fields whose names are not well-formed text', () => {
    const d = fresh('golf');
    d['\ud800'] = 1;
    expect(answered(d)).to.have.length(1);
  });

  it('thousands of errors everywhere: fifty in words, the rest counted', () => {
    const layout = { x: 'a', y: 'b', fan: 1, room: 'r', places: Array.from({ length: 40 }, () => ['a', 'b']) };
    const piles = Array.from({ length: 40 }, () => ({ kind: 'x', count: 'y', build: 1, moves: 1, layout }));
    const problems = answered(JSON.stringify({ id: 1, piles, deal: 1, board: 1, words: 1 }));
    expect(problems).to.have.length(51);
    expect(problems[50].message).to.match(/^… and \d{4} more problems\.$/);
  });

  it('many typos: at most 50 problems and a count of the rest', () => {
    const d = fresh('klondike');
    for (let i = 0; i < 60; i++) d.words.en[`typo${i}`] = i;
    const problems = descriptionProblems(d);
    expect(problems).to.have.length(51);
    expect(problems[50].message).to.match(/and 10 more/);
  });
});

describe('game descriptions: text is data', () => {
  it('a name holding <script> is fine: it is text', () => {
    const d = fresh('golf');
    d.words.en.name = '<script>alert(1)</script>';
    d.words.en.rules = '<img src=x onerror=alert(1)>';
    expect(show(descriptionProblems(d))).to.equal('');
  });

  it("the checker's messages quote markup harmlessly", () => {
    const d = fresh('golf');
    d['<script>alert(1)</script>'] = 1;
    d.deal[0].to = '<b>';
    d.words.en.piles = { '<img src=x onerror=alert(1)>': 'x' };
    const problems = descriptionProblems(d);
    expect(problems.length).to.be.greaterThan(1);
    for (const p of problems) expect(p.message).not.to.match(/[<>]/);
    expect(problems.find((p) => p.path === '/<script>alert(1)<~1script>')?.message).to.contain('\\u003cscript\\u003e');
  });

  it('not JSON: the message does not quote the text', () => {
    const problems = descriptionProblems('{"id": <script>alert(1)</script>');
    expect(problems).to.have.length(1);
    expect(problems[0].path).to.equal('');
    expect(problems[0].message).not.to.match(/[<>]/);
  });
});

describe('GameDescriptionError', () => {
  it('lists every problem with its pointer', () => {
    const d = fresh('klondike');
    d.piles[2].count = 5;
    d.deal[0].to = 'tablaeu';
    const problems = descriptionProblems(d);
    const error = new GameDescriptionError(problems);
    expect(error).to.be.instanceOf(Error);
    expect(error.name).to.equal('GameDescriptionError');
    expect(error.problems).to.deep.equal(problems);
    expect(error.message).to.contain('2 problems');
    expect(error.message).to.contain('/piles/2/count: ');
    expect(error.message).to.contain('/deal/0/to: ');
  });

  it('names the whole description and cuts absurd pointers short', () => {
    const error = new GameDescriptionError([
      { path: '', message: 'The description is not valid JSON.' },
      { path: `/${'x'.repeat(1000)}`, message: 'm' },
    ]);
    expect(error.message).to.contain('(the description): The description is not valid JSON.');
    expect(error.message.length).to.be.lessThan(300);
    expect(new GameDescriptionError([{ path: '/<script>', message: 'm' }]).message).to.contain('/\\u003cscript\\u003e: m');
  });
});

/** The catalogue's games (docs RULES.md §14–31) that today's words can say, written as the next issue will. */
const board = { cols: 10, rows: 5 };
const en = (name: string) => ({ en: { name } });
const home = { kind: 'foundation', count: 4, build: { rank: 'up', suit: 'same' } };
const homeBack = { ...home, moves: 'top', back: true };
const spiderHome = { kind: 'foundation', count: 4, build: { rank: 'down', suit: 'same' }, base: 'K', whole: true };
const CATALOGUE_GAMES: Record<string, object> = {
  'forty-thieves': {
    deck: { decks: 2 },
    piles: [
      { kind: 'stock', draw: 1 },
      { kind: 'waste', moves: 'top' },
      { ...home, count: 8 },
      { kind: 'tableau', count: 10, build: { rank: 'down', suit: 'same' }, moves: 'top', empty: 'any' },
    ],
    deal: [{ to: 'tableau', cards: 4 }],
  },
  'beleaguered-castle': {
    piles: [home, { kind: 'tableau', count: 8, build: { rank: 'down' }, moves: 'top', empty: 'any' }],
    deal: [
      { to: 'foundation', rank: 'A', cards: 1 },
      { to: 'tableau', cards: 6 },
    ],
  },
  'bakers-dozen': {
    piles: [home, { kind: 'tableau', count: 13, build: { rank: 'down' }, moves: 'top' }],
    deal: [{ to: 'tableau', cards: 4, kingsUnder: true }],
  },
  'eight-off': {
    piles: [
      home,
      { kind: 'reserve', id: 'freecell', count: 8, cell: true, moves: 'top', empty: 'any' },
      { kind: 'tableau', count: 8, build: { rank: 'down', suit: 'same' }, moves: 'runs', runLimit: 'free-cells', empty: 'K' },
    ],
    deal: [
      { to: 'freecell', cards: [1, 0, 1, 0, 1, 0, 1, 0] },
      { to: 'tableau', cards: 6 },
    ],
  },
  spiderette: {
    piles: [
      { kind: 'stock', row: 'tableau', rowNeedsFull: true },
      spiderHome,
      {
        kind: 'tableau',
        count: 7,
        build: { rank: 'down' },
        moves: 'runs',
        run: { rank: 'down', suit: 'same' },
        empty: 'any',
        turnUp: true,
      },
    ],
    deal: [{ to: 'tableau', cards: [1, 2, 3, 4, 5, 6, 7], up: 1 }],
  },
  'simple-simon': {
    piles: [
      spiderHome,
      { kind: 'tableau', count: 10, build: { rank: 'down' }, moves: 'runs', run: { rank: 'down', suit: 'same' }, empty: 'any' },
    ],
    deal: [{ to: 'tableau', cards: [8, 8, 8, 7, 6, 5, 4, 3, 2, 1] }],
  },
  scorpion: {
    piles: [
      { kind: 'stock', row: 'tableau' },
      spiderHome,
      { kind: 'tableau', count: 7, build: { rank: 'down', suit: 'same' }, moves: 'any', empty: 'K', turnUp: true },
    ],
    deal: [{ to: 'tableau', cards: 7, up: [4, 4, 4, 4, 7, 7, 7] }],
  },
  'flower-garden': {
    piles: [
      homeBack,
      { kind: 'reserve', count: 16, moves: 'top' },
      { kind: 'tableau', count: 6, build: { rank: 'down' }, moves: 'top', empty: 'any' },
    ],
    deal: [
      { to: 'tableau', cards: 6 },
      { to: 'reserve', cards: 1 },
    ],
  },
  'king-albert': {
    piles: [
      homeBack,
      { kind: 'reserve', count: 7, moves: 'top' },
      { kind: 'tableau', count: 9, build: { rank: 'down', suit: 'alternate' }, moves: 'top', empty: 'any' },
    ],
    deal: [
      { to: 'tableau', cards: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
      { to: 'reserve', cards: 1 },
    ],
  },
  easthaven: {
    piles: [
      { kind: 'stock', row: 'tableau' },
      homeBack,
      { kind: 'tableau', count: 7, build: { rank: 'down', suit: 'alternate' }, moves: 'runs', empty: 'any', turnUp: true },
    ],
    deal: [{ to: 'tableau', cards: 3, up: 1 }],
  },
  russian: {
    piles: [homeBack, { kind: 'tableau', count: 7, build: { rank: 'down', suit: 'same' }, moves: 'any', empty: 'K', turnUp: true }],
    deal: [
      { to: 'tableau', cards: [1, 2, 3, 4, 5, 6, 7], up: 1 },
      { to: 'tableau', cards: [0, 4, 4, 4, 4, 4, 4] },
    ],
  },
  fan: {
    piles: [homeBack, { kind: 'tableau', count: 18, build: { rank: 'down', suit: 'same' }, moves: 'top', empty: 'K' }],
    deal: [{ to: 'tableau', cards: [...new Array<number>(17).fill(3), 1] }],
  },
};

describe("game descriptions: the catalogue's games the words say today", () => {
  for (const [id, game] of Object.entries(CATALOGUE_GAMES)) {
    it(`${id} is sound`, () => expect(show(descriptionProblems({ id, ...game, board, words: en(id) }))).to.equal(''));
  }
});

/** Every place in a value, as paths of keys. */
function placesIn(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => placesIn(v, [...at, i], out));
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) placesIn(v, [...at, k], out);
  return out;
}

const WORDS = [
  'tableau',
  'stock',
  'waste',
  'foundation',
  'reserve',
  'discard',
  'freecell',
  'A',
  'K',
  'first',
  'any',
  'none',
  'runs',
  'top',
  'down',
  'up',
  'same',
  'unlimited',
  '/piles/0/draw',
  '/deck/suits',
];
const mutation = fc.record({
  pick: fc.nat(),
  how: fc.constantFrom('number', 'word', 'delete', 'copy', 'json'),
  n: fc.integer({ min: -1, max: 60 }),
  word: fc.constantFrom(...WORDS),
  json: fc.jsonValue({ maxDepth: 2 }),
});

/** A description with one change at a place picked among all of them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function mutate(d: any, m: { pick: number; how: string; n: number; word: string; json: unknown }): void {
  const places = placesIn(d).filter((p) => p.length > 0);
  const path = places[m.pick % places.length];
  const parent = path.slice(0, -1).reduce((o, k) => o[k], d);
  const key = path[path.length - 1];
  if (m.how === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (m.how === 'copy' && Array.isArray(parent)) parent.push(structuredClone(parent[Number(key)]));
  else parent[key] = m.how === 'number' ? m.n : m.how === 'word' ? m.word : m.how === 'json' ? m.json : parent[key];
}

describe('game descriptions: changed at random, checked without a slip', () => {
  it('no change to a built-in description makes the checker throw or a rule trip', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), fc.array(mutation, { minLength: 1, maxLength: 4 }), (name, mutations) => {
        const d = fresh(name);
        for (const m of mutations) mutate(d, m);
        const problems = descriptionProblems(d);
        expect(show(problems.filter((p) => p.message.startsWith('The description could not be checked')))).to.equal('');
        for (const p of problems) expect(p.message).not.to.match(/[<>]/);
      }),
      { numRuns: 1500, seed: 20261204 },
    );
  });
});
