/**
 * `persist`: the game kept in localStorage, resumed on reload with its undo history, kept apart
 * per key, cleared by a new deal; corrupt or foreign saves start a fresh game with
 * `patience-error`; storage that throws never stops play.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import { PatienceGame } from '../../src/index.js';
import { STORAGE_PREFIX } from '../../src/patience-game/storage.js';
import { klondikeFourKings } from '../elements/positions.js';
import { mount, unmountAll, watchErrors } from '../elements/helpers.js';

type El = PatienceGame;

/** The element goes away (the page is left) and a new one with the same attributes comes. */
async function reload(el: El): Promise<El> {
  const attrs = Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));
  // A seed the element chose itself is not an attribute: the reload deals at random again.
  el.remove();
  return mount(attrs);
}

const snapshot = (el: El) => JSON.stringify({ ...el.state, elapsedMs: undefined });
const stored = (key: string) => localStorage.getItem(STORAGE_PREFIX + key);

let n = 0;
/** A key no other test uses. */
const freshKey = () => `test-${Date.now()}-${n++}`;

function playSome(el: El, count: number): void {
  for (let i = 0; i < count; i++) {
    const legal = el.legalMoves();
    // Prefer a move that is not a stock turn, so positions differ in more than the stock.
    const m = legal.find((x) => x.kind === 'move') ?? legal[0];
    if (!m) return;
    expect(el.play(m)).to.equal(true);
  }
}

afterEach(() => {
  unmountAll();
  for (const k of Object.keys(localStorage)) if (k.startsWith(STORAGE_PREFIX)) localStorage.removeItem(k);
});
const { errors } = watchErrors();

describe('persist: saving and resuming', () => {
  it('saves after each move and resumes on reload, undo history included', async () => {
    const key = freshKey();
    let el = await mount({ variant: 'klondike', seed: '42', persist: key });
    expect(stored(key), 'a fresh deal is saved from its first move').to.equal(null);
    playSome(el, 1);
    const saved = JSON.parse(stored(key)!);
    expect(saved).to.include({ format: 1, variant: 'klondike', seed: 42 });
    expect(saved.options).to.deep.equal({ draw: 1, redeals: 0 });
    expect(saved.moves).to.have.length(1);
    const states = [snapshot(el)];
    for (let i = 0; i < 4; i++) {
      playSome(el, 1);
      states.push(snapshot(el));
    }
    expect(JSON.parse(stored(key)!).moves).to.have.length(el.moveCount);
    const before = snapshot(el);
    el = await reload(el);
    expect(snapshot(el)).to.equal(before);
    expect(el.moveCount).to.equal(5);
    // Undo walks back through the saved history, to the deal and no further.
    for (let i = states.length - 2; i >= 0; i--) {
      expect(el.undo()).to.equal(true);
      expect(snapshot(el)).to.equal(states[i]);
    }
    expect(el.undo()).to.equal(true);
    expect(el.moveCount).to.equal(0);
    expect(el.undo()).to.equal(false);
    // Undo is saved too: a reload now shows the deal, and redo still works within the page.
    expect(JSON.parse(stored(key)!).moves).to.deep.equal([]);
    expect(el.redo()).to.equal(true);
    expect(errors).to.deep.equal([]);
  });

  it('a bare persist keeps the game under the variant; a random deal resumes with its seed', async () => {
    let el = await mount({ variant: 'klondike', persist: '' });
    const seed = el.seed;
    playSome(el, 2);
    const key = `${STORAGE_PREFIX}klondike`;
    expect(JSON.parse(localStorage.getItem(key)!).seed).to.equal(seed);
    const before = snapshot(el);
    el = await reload(el);
    expect(el.seed).to.equal(seed);
    expect(snapshot(el)).to.equal(before);
    // "  " is bare as well.
    el.remove();
    el = await mount({ variant: 'klondike', persist: '   ' });
    expect(snapshot(el)).to.equal(before);
  });

  it('saves the playing time when the page is left, not a fresh deal nobody touched', async () => {
    const key = freshKey();
    const el = await mount({ variant: 'klondike', seed: '7', persist: key });
    window.dispatchEvent(new Event('pagehide'));
    expect(stored(key)).to.equal(null);
    playSome(el, 1);
    el.restore({ ...el.state!, elapsedMs: 30_000 });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(stored(key)!).elapsedMs).to.be.at.least(30_000);
  });

  it('keeps the playing time', async () => {
    const key = freshKey();
    let el = await mount({ variant: 'klondike', seed: '7', persist: key });
    el.restore({ ...el.state!, elapsedMs: 65_000 });
    playSome(el, 1);
    el = await reload(el);
    expect(el.state!.elapsedMs).to.be.at.least(65_000);
    expect(el.state!.elapsedMs).to.be.below(75_000);
  });

  it('resumes a game loaded with restore(): its moves replay from that position, undo stops there', async () => {
    const key = freshKey();
    let el = await mount({ variant: 'klondike', seed: '1', persist: key });
    expect(el.restore(klondikeFourKings())).to.equal(true);
    const start = snapshot(el);
    expect(JSON.parse(stored(key)!).start.moveCount).to.equal(100);
    playSome(el, 2);
    const before = snapshot(el);
    el.remove();
    // The attributes still say seed 1; the saved game is seed 7's position.
    el = await mount({ variant: 'klondike', persist: key });
    expect(snapshot(el)).to.equal(before);
    expect(el.moveCount).to.equal(102);
    expect(el.undo()).to.equal(true);
    expect(el.undo()).to.equal(true);
    expect(snapshot(el)).to.equal(start);
    expect(el.undo()).to.equal(false);
  });

  it('on a page with a seed attribute, a game begun with New game resumes; a changed seed attribute deals afresh', async () => {
    const key = freshKey();
    let el = await mount({ variant: 'klondike', seed: '42', persist: key });
    el.newGame(9);
    playSome(el, 2);
    expect(JSON.parse(stored(key)!)).to.include({ seed: 9, requested: 42 });
    const before = snapshot(el);
    el = await reload(el);
    expect(el.seed).to.equal(9);
    expect(snapshot(el)).to.equal(before);
    expect(errors).to.deep.equal([]);
    // New game at random, then restore(): still the game in play on reload.
    el.newGame();
    el.restore(klondikeFourKings());
    playSome(el, 1);
    const restored = snapshot(el);
    el = await reload(el);
    expect(snapshot(el)).to.equal(restored);
    // The page now asks for deal 43: that is what it gets.
    el.remove();
    el = await mount({ variant: 'klondike', seed: '43', persist: key });
    expect(el.seed).to.equal(43);
    expect(el.moveCount).to.equal(0);
    expect(errors.map((e) => e.detail.code)).to.deep.equal(['foreign-saved-game']);
  });

  it('keeps several games on one page apart by key', async () => {
    const [ka, kb, kc] = [freshKey(), freshKey(), freshKey()];
    let a = await mount({ variant: 'klondike', seed: '11', persist: ka });
    let b = await mount({ variant: 'klondike', seed: '12', persist: kb });
    let c = await mount({ variant: 'bayan', seed: '13', persist: kc });
    playSome(a, 3);
    playSome(b, 1);
    playSome(c, 2);
    const [sa, sb, sc] = [snapshot(a), snapshot(b), snapshot(c)];
    a = await reload(a);
    b = await reload(b);
    c = await reload(c);
    expect([snapshot(a), snapshot(b), snapshot(c)]).to.deep.equal([sa, sb, sc]);
    expect([a.moveCount, b.moveCount, c.moveCount]).to.deep.equal([3, 1, 2]);
  });

  it('clears a won game on a new deal, and saves the new game from its first move', async () => {
    const key = freshKey();
    let el = await mount({ variant: 'klondike', persist: key });
    el.restore(klondikeFourKings());
    let guard = 0;
    while (!el.won && guard++ < 10) el.play(el.legalMoves().find((m) => m.to.startsWith('foundation'))!);
    expect(el.won).to.equal(true);
    expect(JSON.parse(stored(key)!).moves).to.have.length(4);
    // A reload shows the won game (and does not announce the win again).
    let wins = 0;
    document.addEventListener('patience-win', () => wins++, { once: true });
    el = await reload(el);
    expect(el.won).to.equal(true);
    el.newGame();
    expect(stored(key)).to.equal(null);
    expect(el.won).to.equal(false);
    playSome(el, 1);
    const saved = JSON.parse(stored(key)!);
    expect(saved.seed).to.equal(el.seed);
    expect(saved.start).to.equal(undefined);
    expect(saved.moves).to.have.length(1);
    expect(wins).to.equal(0);
  });

  it('resumes on upgrade: an element on the page before its definition', async () => {
    const key = freshKey();
    const first = await mount({ variant: 'envelopes', seed: '5', persist: key });
    playSome(first, 1);
    const before = snapshot(first);
    first.remove();
    // On the page before its tag is defined: nothing to render yet.
    const late = await mount({ variant: 'envelopes', seed: '5', persist: key }, 'patience-game-late');
    customElements.define('patience-game-late', class extends PatienceGame {});
    const el = late as El;
    await el.updateComplete;
    expect(snapshot(el)).to.equal(before);
  });

  it('an attribute change deals afresh and clears the key; persist can be switched on after the deal', async () => {
    const key = freshKey();
    const el = await mount({ variant: 'klondike', seed: '3', persist: key });
    playSome(el, 2);
    el.setAttribute('seed', '4');
    await el.updateComplete;
    expect(el.moveCount).to.equal(0);
    expect(stored(key)).to.equal(null);
    // Off: nothing is written.
    el.removeAttribute('persist');
    playSome(el, 1);
    expect(stored(key)).to.equal(null);
    // On again: the next change is saved, moves from the deal included.
    el.setAttribute('persist', key);
    await el.updateComplete;
    playSome(el, 1);
    expect(JSON.parse(stored(key)!).moves).to.have.length(2);
  });
});

describe('persist: saved data it cannot use', () => {
  const klondikeSave = (extra: Record<string, unknown>) =>
    JSON.stringify({ format: 1, variant: 'klondike', seed: 9, options: { draw: 1, redeals: 0 }, moves: [], elapsedMs: 0, ...extra });
  const missingCard = () => {
    const s = klondikeFourKings();
    s.piles[6].cards = [];
    return s;
  };
  const cases: [string, string, string][] = [
    ['not JSON', '{"format":1,', 'bad-saved-game'],
    ['JSON that is not an object', '[1,2,3]', 'bad-saved-game'],
    ['an empty string', '', 'bad-saved-game'],
    ['null', 'null', 'bad-saved-game'],
    ['another format', klondikeSave({ format: 2 }), 'bad-saved-game'],
    ['moves that are not a list', klondikeSave({ moves: 'all of them' }), 'bad-saved-game'],
    ['another variant', klondikeSave({ variant: 'bayan', options: { reach: 2 } }), 'foreign-saved-game'],
    ['an unknown variant', klondikeSave({ variant: 'solitaire' }), 'foreign-saved-game'],
    ['other options', klondikeSave({ options: { draw: 3, redeals: 0 } }), 'foreign-saved-game'],
    ['options that are not valid', klondikeSave({ options: { draw: 7 } }), 'bad-saved-game'],
    ['options that are not an object', klondikeSave({ options: 'draw 3' }), 'bad-saved-game'],
    ['a bad seed', klondikeSave({ seed: -4 }), 'bad-saved-game'],
    [
      'a move the rules refuse',
      klondikeSave({ moves: [{ kind: 'move', from: 'tableau-0', to: 'foundation-0', count: 5 }] }),
      'bad-saved-game',
    ],
    ['a move that is not a move', klondikeSave({ moves: [null] }), 'bad-saved-game'],
    ['a start position restore() refuses', klondikeSave({ seed: 7, start: missingCard() }), 'bad-saved-game'],
    ['a start position of another variant', klondikeSave({ start: { ...klondikeFourKings(), variant: 'bayan' } }), 'bad-saved-game'],
    ['a start position of another deal', klondikeSave({ seed: 8, start: klondikeFourKings() }), 'bad-saved-game'],
    [
      'too many moves',
      klondikeSave({ moves: new Array(50_001).fill({ kind: 'deal', from: 'stock', to: 'waste', count: 1 }) }),
      'bad-saved-game',
    ],
  ];
  for (const [what, text, code] of cases) {
    it(`deals a fresh game for ${what}, fires ${code} and removes it`, async () => {
      const key = freshKey();
      localStorage.setItem(STORAGE_PREFIX + key, text);
      const el = await mount({ variant: 'klondike', persist: key });
      expect(el.state, 'a game is in play').not.to.equal(null);
      expect(el.moveCount).to.equal(0);
      expect(errors.map((e) => e.detail.code)).to.deep.equal([code]);
      expect(errors[0].detail.attribute).to.equal('persist');
      expect(errors[0].detail.message).to.match(/^The saved game could not be resumed, so a new game was dealt: .+/);
      expect(stored(key)).to.equal(null);
      expect(el.shadowRoot!.querySelector('.board')).not.to.equal(null);
      playSome(el, 1);
      expect(JSON.parse(stored(key)!).moves).to.have.length(1);
    });
  }

  it('takes another seed for foreign when the seed attribute says which deal', async () => {
    const key = freshKey();
    localStorage.setItem(STORAGE_PREFIX + key, klondikeSave({ seed: 9 }));
    const el = await mount({ variant: 'klondike', seed: '10', persist: key });
    expect(el.seed).to.equal(10);
    expect(errors.map((e) => e.detail.code)).to.deep.equal(['foreign-saved-game']);
  });

  it('says it in Russian too', async () => {
    const key = freshKey();
    localStorage.setItem(STORAGE_PREFIX + key, '{');
    await mount({ variant: 'klondike', persist: key, lang: 'ru' });
    expect(errors[0].detail.message).to.match(/^Сохранённую игру не продолжить/);
  });
});

describe('persist: storage that refuses', () => {
  const proto = Storage.prototype;
  const originals = { getItem: proto.getItem, setItem: proto.setItem, removeItem: proto.removeItem };
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
  afterEach(() => {
    Object.assign(proto, originals);
    Object.defineProperty(window, 'localStorage', own);
  });
  const denied = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };

  it('plays on when every storage call throws, and says so once', async () => {
    proto.getItem = denied;
    proto.setItem = denied;
    proto.removeItem = denied;
    const el = await mount({ variant: 'klondike', seed: '5', persist: freshKey() });
    playSome(el, 3);
    expect(el.undo()).to.equal(true);
    expect(el.redo()).to.equal(true);
    el.newGame(6);
    playSome(el, 1);
    expect(el.moveCount).to.equal(1);
    expect(errors.map((e) => e.detail.code)).to.deep.equal(['storage-unavailable']);
    expect(errors[0].detail.message).to.match(/not let the game be saved/);
  });

  it('plays on when reading localStorage itself throws (a sandboxed frame)', async () => {
    Object.defineProperty(window, 'localStorage', { configurable: true, get: denied });
    expect(() => window.localStorage).to.throw();
    const el = await mount({ variant: 'seasons', seed: '5', persist: '' });
    playSome(el, 2);
    expect(el.moveCount).to.equal(2);
    expect(errors.map((e) => e.detail.code)).to.deep.equal(['storage-unavailable']);
  });

  it('plays on when the quota is exceeded, leaving no stale save behind', async () => {
    const key = freshKey();
    let el = await mount({ variant: 'klondike', seed: '5', persist: key });
    playSome(el, 1);
    expect(stored(key)).not.to.equal(null);
    proto.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    playSome(el, 2);
    expect(el.moveCount).to.equal(3);
    expect(stored(key), 'the older save is removed rather than resumed later').to.equal(null);
    expect(errors.map((e) => e.detail.code)).to.deep.equal(['storage-unavailable']);
    // Once storage takes writes again, leaving the page saves the game.
    Object.assign(proto, originals);
    el = await reload(el);
    expect(el.moveCount).to.equal(3);
  });

  it('treats a getItem that returns garbage as nothing saved', async () => {
    proto.getItem = (() => ({ not: 'a string' })) as unknown as typeof proto.getItem;
    const el = await mount({ variant: 'klondike', seed: '5', persist: freshKey() });
    expect(el.moveCount).to.equal(0);
    expect(errors).to.deep.equal([]);
  });
});
