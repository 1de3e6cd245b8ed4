/**
 * `stats`: counting games, streaks, games left unwon, undo after a win, a win by Finish, two
 * boards sharing one record, storage that throws, corrupted records, and the dialog (axe,
 * Escape, focus, reset).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../wait.js';
import '../../../src/index.js';
import type { PatienceGame, PatienceStatsEvent } from '../../../src/index.js';
import { won } from '../../../src/patience-game/controllers/stats-controller.js';
import { clearMemory, freshRecord, recordKey, STATS_PREFIX } from '../../../src/patience-game/stats-store.js';
import { dailyClock } from '../../../src/patience-game/daily.js';
import { sendKeys } from '@web/test-runner-commands';
import { listen, mount, settle, unmountAll, watchErrors } from '../../elements/helpers.js';
import { klondikeFourKings } from '../../elements/positions.js';

type El = PatienceGame;

const KLONDIKE = recordKey({ variant: 'klondike', options: { draw: 1, redeals: 0 }, daily: false, winnable: false });

function clearStats(): void {
  for (const k of Object.keys(localStorage)) if (k.startsWith(STATS_PREFIX)) localStorage.removeItem(k);
  clearMemory();
}

/** Plays a move that is not a turn of the stock when there is one. */
function playOne(el: El): void {
  const legal = el.legalMoves();
  const m = legal.find((x) => x.kind === 'move') ?? legal[0];
  expect(el.play(m), 'a legal move').to.equal(true);
}

/** Loads Klondike with four moves to a win (the kings home) and plays them. */
function winFourKings(el: El, moves = 4): void {
  expect(el.restore(klondikeFourKings())).to.equal(true);
  for (let i = 0; i < moves; i++) {
    const m = el.legalMoves().find((x) => x.to.startsWith('foundation') && !x.from.startsWith('foundation'));
    expect(el.play(m)).to.equal(true);
  }
}

beforeEach(() => clearStats());
afterEach(() => {
  unmountAll();
  clearStats();
});
const { errors } = watchErrors();

describe('stats: counting', () => {
  it('is off without the attribute: statistics is null and nothing is stored', async () => {
    const el = await mount({ variant: 'klondike', seed: '1' });
    playOne(el);
    el.newGame();
    expect(el.statistics).to.equal(null);
    expect(Object.keys(localStorage).filter((k) => k.startsWith(STATS_PREFIX))).to.deep.equal([]);
  });

  it('counts a game as played at its first move, once', async () => {
    const el = await mount({ variant: 'klondike', seed: '1', stats: '' });
    expect(el.statistics).to.deep.equal({ played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null });
    playOne(el);
    expect(el.statistics!.played).to.equal(1);
    playOne(el);
    el.undo();
    el.undo();
    playOne(el);
    expect(el.statistics!.played).to.equal(1);
    expect(JSON.parse(localStorage.getItem(KLONDIKE)!).played).to.equal(1);
  });

  it('a new deal with no move made counts nothing', async () => {
    const el = await mount({ variant: 'klondike', seed: '1', stats: '' });
    const heard = listen(['patience-stats']);
    el.newGame();
    el.newGame(5);
    heard.stop();
    expect(el.statistics!.played).to.equal(0);
    expect(heard.events).to.have.length(0);
  });

  it('a win counts: won, streak, best time, fewest moves, and patience-stats', async () => {
    const el = await mount({ variant: 'klondike', seed: '1', stats: '' });
    const heard = listen(['patience-stats', 'patience-win']);
    winFourKings(el);
    heard.stop();
    expect(el.won).to.equal(true);
    const s = el.statistics!;
    expect(s.played).to.equal(1);
    expect(s.won).to.equal(1);
    expect(s.currentStreak).to.equal(1);
    expect(s.bestStreak).to.equal(1);
    expect(s.fewestMoves).to.equal(el.moveCount);
    const win = heard.of('patience-win')[0].detail;
    expect(s.bestTimeMs).to.equal(win.durationMs);
    expect(s.fewestMoves).to.equal(win.moves);
    const ev = heard.of('patience-stats') as PatienceStatsEvent[];
    expect(ev).to.have.length(1);
    expect(ev[0].detail).to.deep.equal({
      variant: 'klondike',
      options: { draw: 1, redeals: 0 },
      daily: false,
      winnable: false,
      statistics: s,
      reason: 'won',
    });
    expect(ev[0].bubbles && ev[0].composed).to.equal(true);
  });

  it('keeps the best time and the fewest moves over several wins', async () => {
    const el = await mount({ variant: 'klondike', seed: '1', stats: '' });
    winFourKings(el);
    const first = el.statistics!;
    // A longer way round: a king goes home, comes back, goes home again.
    expect(el.restore(klondikeFourKings())).to.equal(true);
    const home = () => el.legalMoves().find((x) => x.to.startsWith('foundation') && !x.from.startsWith('foundation'))!;
    el.play(home());
    const back = el.legalMoves().find((x) => x.from.startsWith('foundation') && x.to.startsWith('tableau'));
    expect(back, 'a king can come back').to.not.equal(undefined);
    el.play(back);
    for (let i = 0; i < 4; i++) el.play(home());
    expect(el.won).to.equal(true);
    const s = el.statistics!;
    expect(s.won).to.equal(2);
    expect(s.fewestMoves).to.equal(first.fewestMoves);
    expect(s.bestTimeMs).to.be.at.most(first.bestTimeMs!);
  });
});

describe('stats: streaks and games left unwon', () => {
  it('wins in a row make a streak; a deal left after moves ends it and counts as played, not won', async () => {
    const el = await mount({ variant: 'klondike', seed: '1', stats: '' });
    winFourKings(el);
    winFourKings(el);
    expect(el.statistics).to.include({ played: 2, won: 2, currentStreak: 2, bestStreak: 2 });
    el.newGame(3);
    playOne(el);
    const heard = listen(['patience-stats']);
    el.newGame();
    heard.stop();
    expect(el.statistics).to.include({ played: 3, won: 2, currentStreak: 0, bestStreak: 2 });
    expect(heard.of('patience-stats').map((e) => e.detail.reason)).to.deep.equal(['abandoned']);
    winFourKings(el);
    expect(el.statistics).to.include({ played: 4, won: 3, currentStreak: 1, bestStreak: 2 });
  });

  it('another seed, another option, another variant or restore() leave the game in play unwon', async () => {
    const el = await mount({ variant: 'klondike', seed: '1', stats: '' });
    const leave = async (how: () => void) => {
      if (el.variant !== 'klondike' || el.draw !== 1) {
        el.variant = 'klondike';
        el.draw = 1;
        await el.updateComplete;
      }
      winFourKings(el);
      el.newGame(8);
      playOne(el);
      const heard = listen(['patience-stats']);
      how();
      await el.updateComplete;
      heard.stop();
      expect(heard.of('patience-stats').map((e) => e.detail.reason)).to.deep.equal(['abandoned']);
      expect(JSON.parse(localStorage.getItem(KLONDIKE)!).currentStreak).to.equal(0);
    };
    await leave(() => el.setAttribute('seed', '9'));
    await leave(() => (el.draw = 3));
    await leave(() => el.setAttribute('variant', 'bayan'));
    await leave(() => el.restore(klondikeFourKings()));
    const s = JSON.parse(localStorage.getItem(KLONDIKE)!);
    expect(s.played).to.equal(8);
    expect(s.won).to.equal(4);
    expect(s.bestStreak).to.equal(1);
  });

  it('leaving the page ends an unwon game, unless persist keeps it', async () => {
    const a = await mount({ variant: 'klondike', seed: '1', stats: '' });
    playOne(a);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(a.statistics).to.include({ played: 1, currentStreak: 0 });
    a.remove();
    clearStats();
    const b = await mount({ variant: 'klondike', seed: '1', stats: '', persist: `stats-test-${Date.now()}` });
    winFourKings(b);
    b.newGame(2);
    playOne(b);
    const heard = listen(['patience-stats']);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    heard.stop();
    expect(heard.events).to.have.length(0);
    expect(b.statistics).to.include({ played: 2, currentStreak: 1 });
    localStorage.removeItem(`patience-games:${b.persist}`);
  });
});

describe('stats: wins however they come', () => {
  it('undoing a win and winning again counts it once', async () => {
    const el = await mount({ variant: 'klondike', seed: '1', stats: '' });
    const heard = listen(['patience-stats']);
    winFourKings(el);
    expect(el.undo()).to.equal(true);
    expect(el.won).to.equal(false);
    expect(el.redo()).to.equal(true);
    expect(el.undo()).to.equal(true);
    el.play(el.legalMoves().find((x) => x.to.startsWith('foundation') && !x.from.startsWith('foundation')));
    expect(el.won).to.equal(true);
    heard.stop();
    expect(el.statistics).to.include({ played: 1, won: 1, currentStreak: 1 });
    expect(heard.of('patience-stats')).to.have.length(1);
    // And a won game is not "left unwon" by the next deal.
    el.newGame();
    expect(el.statistics).to.include({ played: 1, won: 1, currentStreak: 1 });
  });

  it('a win by Finish (moves with source "auto") counts as a win', async () => {
    const el = await mount({ variant: 'klondike', seed: '1', stats: '', style: 'width: 800px' });
    expect(el.restore(klondikeFourKings())).to.equal(true);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="auto"]'), 'Finish offered', { timeout: 8000 });
    const sources: string[] = [];
    el.addEventListener('patience-move', (e) => sources.push(e.detail.source));
    el.shadowRoot!.querySelector<HTMLElement>('[part~="auto"]')!.click();
    await waitUntil(() => el.won, 'Finish won', { timeout: 8000 });
    expect(sources.length).to.be.greaterThan(0);
    expect(sources.every((s) => s === 'auto')).to.equal(true);
    expect(el.statistics).to.include({ played: 1, won: 1, currentStreak: 1 });
  });

  it('a game resumed by persist with its moves is not counted twice', async () => {
    const persist = `stats-resume-${Date.now()}`;
    const a = await mount({ variant: 'klondike', seed: '1', stats: '', persist });
    playOne(a);
    playOne(a);
    expect(a.statistics!.played).to.equal(1);
    a.remove();
    const b = await mount({ variant: 'klondike', seed: '1', stats: '', persist });
    expect(b.moveCount).to.equal(2);
    playOne(b);
    expect(b.statistics!.played).to.equal(1);
    localStorage.removeItem(`patience-games:${persist}`);
  });
});

describe('stats: records', () => {
  it('keeps games and options apart, and winnable deals apart', async () => {
    const el = await mount({ variant: 'klondike', seed: '1', stats: '', draw: '3' });
    playOne(el);
    expect(el.statistics!.played).to.equal(1);
    el.draw = 1;
    await el.updateComplete;
    expect(el.statistics!.played).to.equal(0);
    const key3 = recordKey({ variant: 'klondike', options: { draw: 3, redeals: 0 }, daily: false, winnable: false });
    expect(key3).to.equal('patience-games:stats:klondike:draw=3,redeals=0');
    expect(JSON.parse(localStorage.getItem(key3)!).played).to.equal(1);
    expect(recordKey({ variant: 'joker', options: {}, daily: true, winnable: true })).to.equal(
      'patience-games:stats:joker::winnable:daily',
    );
  });

  it('two boards of one game share one record and lose no update', async () => {
    const a = await mount({ variant: 'klondike', seed: '1', stats: '' });
    const b = await mount({ variant: 'klondike', seed: '2', stats: '' });
    playOne(a);
    playOne(b);
    expect(a.statistics!.played).to.equal(2);
    winFourKings(a);
    // b's game goes on meanwhile; its end must not wipe a's win.
    b.newGame();
    expect(b.statistics).to.include({ played: 3, won: 1, currentStreak: 0, bestStreak: 1 });
    winFourKings(b);
    expect(a.statistics).to.include({ played: 4, won: 2, currentStreak: 1, bestStreak: 1 });
  });

  it('an open panel follows changes made by another board and by another tab (storage event)', async () => {
    const a = await mount({ variant: 'klondike', seed: '1', stats: '' });
    const b = await mount({ variant: 'klondike', seed: '2', stats: '' });
    a.shadowRoot!.querySelector<HTMLElement>('[part~="stats"]')!.click();
    await a.updateComplete;
    await a.updateComplete;
    const played = () => a.shadowRoot!.querySelector('.figures dd')!.textContent!.trim();
    expect(played()).to.equal('0');
    playOne(b);
    await a.updateComplete;
    expect(played()).to.equal('1');
    localStorage.setItem(KLONDIKE, JSON.stringify({ ...freshRecord(), played: 7 }));
    window.dispatchEvent(new StorageEvent('storage', { key: KLONDIKE }));
    await a.updateComplete;
    expect(played()).to.equal('7');
  });

  it('storage that throws: statistics live in memory, play goes on, one patience-error', async () => {
    const proto = Storage.prototype;
    const saved = { getItem: proto.getItem, setItem: proto.setItem, removeItem: proto.removeItem };
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    proto.getItem = denied;
    proto.setItem = denied;
    proto.removeItem = denied;
    try {
      const a = await mount({ variant: 'klondike', seed: '1', stats: '' });
      const b = await mount({ variant: 'klondike', seed: '2', stats: '' });
      playOne(a);
      playOne(b);
      winFourKings(a);
      expect(a.won).to.equal(true);
      expect(b.statistics).to.include({ played: 3, won: 1 });
      const codes = errors.filter((e) => e.target === a).map((e) => e.detail.code);
      expect(codes).to.deep.equal(['storage-unavailable']);
      expect(errors.find((e) => e.target === a)!.detail.attribute).to.equal('stats');
    } finally {
      Object.assign(proto, saved);
    }
  });

  it('storage that cannot even be reached (a sandboxed frame) never stops play', async () => {
    const own = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      const el = await mount({ variant: 'klondike', seed: '1', stats: '' });
      winFourKings(el);
      expect(el.statistics).to.include({ played: 1, won: 1 });
    } finally {
      Object.defineProperty(window, 'localStorage', own);
    }
  });

  const CORRUPT: [string, string][] = [
    ['not JSON', '{"played": 3'],
    ['not an object', '[1, 2, 3]'],
    ['no format', JSON.stringify({ played: 1, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null })],
    ['a negative count', JSON.stringify({ ...freshRecord(), played: -1 })],
    ['more won than played', JSON.stringify({ ...freshRecord(), played: 1, won: 2, bestStreak: 2, bestTimeMs: 5, fewestMoves: 5 })],
    [
      'a streak beyond the best',
      JSON.stringify({ ...freshRecord(), played: 3, won: 3, currentStreak: 3, bestStreak: 2, bestTimeMs: 5, fewestMoves: 9 }),
    ],
    ['a win with no best time', JSON.stringify({ ...freshRecord(), played: 1, won: 1, currentStreak: 1, bestStreak: 1, fewestMoves: 9 })],
    ['a string count', JSON.stringify({ ...freshRecord(), played: '4' })],
    ['a bad date', JSON.stringify({ ...freshRecord(), lastWon: 'yesterday' })],
  ];
  for (const [what, text] of CORRUPT) {
    it(`corrupted data (${what}): fresh statistics and one patience-error, never an exception`, async () => {
      localStorage.setItem(KLONDIKE, text);
      const el = await mount({ variant: 'klondike', seed: '1', stats: '' });
      expect(el.statistics).to.deep.equal({ played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null });
      playOne(el);
      expect(el.statistics!.played).to.equal(1);
      const mine = errors.filter((e) => e.target === el);
      expect(mine.map((e) => e.detail.code)).to.deep.equal(['bad-statistics']);
      expect(mine[0].detail.attribute).to.equal('stats');
      expect(mine[0].detail.message).to.match(/statistics/);
    });
  }
});

describe('stats: daily streaks count days', () => {
  const rec = (r: Partial<ReturnType<typeof freshRecord>>) => ({ ...freshRecord(), ...r });
  it('goes on from the day before, stays on a second win the same day, starts again after a gap', () => {
    let r = won(freshRecord(), '2025-03-14', 90, 1000);
    expect(r).to.include({ won: 1, currentStreak: 1, lastWon: '2025-03-14' });
    r = won(r, '2025-03-15', 80, 2000);
    expect(r).to.include({ won: 2, currentStreak: 2, bestStreak: 2, fewestMoves: 80, bestTimeMs: 1000 });
    r = won(r, '2025-03-15', 70, 500);
    expect(r).to.include({ won: 3, currentStreak: 2, bestStreak: 2, fewestMoves: 70, bestTimeMs: 500 });
    r = won(r, '2025-03-17', 99, 9000);
    expect(r).to.include({ currentStreak: 1, bestStreak: 2, lastWon: '2025-03-17' });
    expect(won(rec({ played: 5 }), null, 3, 3)).to.include({ played: 5, currentStreak: 1 });
  });

  it('a daily streak reads 0 once a day has gone by without a win (faked clock)', async () => {
    const key = recordKey({ variant: 'klondike', options: { draw: 1, redeals: 0 }, daily: true, winnable: false });
    localStorage.setItem(
      key,
      JSON.stringify(rec({ played: 3, won: 3, currentStreak: 3, bestStreak: 3, bestTimeMs: 1, fewestMoves: 90, lastWon: '2025-03-14' })),
    );
    const real = dailyClock.now;
    try {
      dailyClock.now = () => Date.parse('2025-03-15T08:00:00Z');
      const el = await mount({ variant: 'klondike', seed: 'daily', stats: '' });
      expect(el.daily).to.equal('2025-03-15');
      expect(el.statistics).to.include({ played: 3, currentStreak: 3 });
      dailyClock.now = () => Date.parse('2025-03-16T08:00:00Z');
      expect(el.statistics).to.include({ played: 3, currentStreak: 0, bestStreak: 3 });
      // Today's daily deal played, then left: its own record, not the other deals'.
      playOne(el);
      el.newGame();
      expect(JSON.parse(localStorage.getItem(key)!).played).to.equal(4);
      expect(localStorage.getItem(KLONDIKE)).to.equal(null);
    } finally {
      dailyClock.now = real;
    }
  });
});

describe('stats: the dialog', () => {
  const open = async (el: El) => {
    const button = el.shadowRoot!.querySelector<HTMLElement>('[part~="stats"]')!;
    button.focus();
    button.click();
    await el.updateComplete;
    await el.updateComplete;
    return el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.stats')!;
  };

  it('no button without stats', async () => {
    const el = await mount({ variant: 'klondike', seed: '1' });
    expect(el.shadowRoot!.querySelector('[part~="stats"]')).to.equal(null);
  });

  it('opens as a modal dialog named by its title, focus inside; Escape closes it and focus goes back', async () => {
    const el = await mount({ variant: 'klondike', seed: '1', stats: '', draw: '3' });
    winFourKings(el);
    await settle(el);
    const d = await open(el);
    expect(d.open).to.equal(true);
    expect(d.matches(':modal')).to.equal(true);
    expect(el.shadowRoot!.getElementById(d.getAttribute('aria-labelledby')!)!.textContent).to.equal('Statistics');
    // The game in play is the restored one: draw 1.
    expect(el.shadowRoot!.getElementById('stats-of')!.textContent).to.equal('Klondike, draw 1, 0 redeals');
    expect(d.contains(el.shadowRoot!.activeElement)).to.equal(true);
    const dts = [...d.querySelectorAll('dt')].map((x) => x.textContent);
    expect(dts).to.deep.equal(['Played', 'Won', 'Win rate', 'Current streak', 'Best streak', 'Best time', 'Fewest moves']);
    const dds = [...d.querySelectorAll('dd')].map((x) => x.textContent!.trim());
    expect(dds.slice(0, 5)).to.deep.equal(['1', '1', '100%', '1', '1']);
    expect(dds[6]).to.equal(String(el.moveCount));
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => el.shadowRoot!.querySelector('dialog.stats') === null, 'Escape closed the dialog');
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.getAttribute('part') ?? '').to.match(/\bstats\b/);
  });

  it('passes axe while open (English, and Russian with no win yet)', async () => {
    const el = await mount({ variant: 'klondike', seed: '1', stats: '' });
    winFourKings(el);
    await settle(el);
    await open(el);
    await expect(el).to.be.accessible();
    const ru = await mount({ variant: 'seasons', seed: '2', stats: '', lang: 'ru' });
    const d = await open(ru);
    expect(d.querySelector('h2')!.textContent).to.equal('Статистика');
    expect(d.textContent).to.include('пока нет');
    await expect(ru).to.be.accessible();
  });

  it('Reset asks once, then clears the record and says so', async () => {
    const el = await mount({ variant: 'klondike', seed: '1', stats: '' });
    winFourKings(el);
    const d = await open(el);
    const reset = () => d.querySelector<HTMLButtonElement>('.reset')!;
    reset().click();
    await el.updateComplete;
    expect(el.statistics!.won).to.equal(1);
    expect(d.querySelector('[role="status"]')!.textContent).to.match(/again/);
    const heard = listen(['patience-stats']);
    reset().click();
    await el.updateComplete;
    heard.stop();
    expect(el.statistics).to.deep.equal({ played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null });
    expect(heard.of('patience-stats')[0].detail.reason).to.equal('reset');
    expect(d.querySelector('[role="status"]')!.textContent).to.match(/cleared/);
    d.querySelector<HTMLButtonElement>('.close')!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('dialog.stats') === null).to.equal(true);
    expect(d.open).to.equal(false);
  });

  it('resetStatistics() from a script: the game in play counts again at its next move', async () => {
    const el = await mount({ variant: 'klondike', seed: '1', stats: '' });
    playOne(el);
    el.resetStatistics();
    expect(el.statistics!.played).to.equal(0);
    playOne(el);
    expect(el.statistics!.played).to.equal(1);
  });
});
