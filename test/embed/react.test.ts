/**
 * patience-games/react in a real React 19 root: the `@lit/react` component's props reach the
 * element as properties, its event props hear the element's events (a win from a restored
 * nearly-won position included), and the bare `<patience-game>` tag works in React 19 too.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { act, createElement, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { PatienceGame, PatienceGameElement } from '../../src/react.js';
import type { PatienceDealDetail, PatienceMoveDetail, PatienceWinDetail } from '../../src/index.js';
import { klondikeFourKings } from '../elements/positions.js';
import { settle } from '../elements/helpers.js';

// React's act() flushes each render before the test goes on.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement | null = null;
afterEach(async () => {
  if (root) await act(() => root!.unmount());
  host?.remove();
  root = null;
  host = null;
});

async function render(node: ReactElement): Promise<void> {
  if (!host) {
    host = document.createElement('div');
    host.style.width = '800px';
    document.body.append(host);
    root = createRoot(host);
  }
  await act(() => root!.render(node));
}

/** Plays the four kings home (klondikeFourKings): the last move wins. */
function winFromFourKings(el: PatienceGameElement): void {
  expect(el.restore(klondikeFourKings())).to.equal(true);
  for (const id of ['tableau-0', 'tableau-1', 'tableau-2', 'tableau-3']) {
    const m = el.legalMoves().find((x) => x.from === id && x.to.startsWith('foundation'))!;
    expect(el.play(m)).to.equal(true);
  }
}

describe('patience-games/react', () => {
  it('is a React component whose props reach the element and whose event props hear its events', async () => {
    let el: PatienceGameElement | null = null;
    const deals: PatienceDealDetail[] = [];
    const moves: PatienceMoveDetail[] = [];
    const wins: PatienceWinDetail[] = [];
    const props = {
      ref: (e: PatienceGameElement | null) => {
        el = e;
      },
      variant: 'klondike' as const,
      seed: 7,
      draw: 3,
      noToolbar: true,
      autoPlay: true,
      noAnalysis: true,
      onPatienceDeal: (e: { detail: PatienceDealDetail }) => deals.push(e.detail),
      onPatienceMove: (e: { detail: PatienceMoveDetail }) => moves.push(e.detail),
      onPatienceWin: (e: { detail: PatienceWinDetail }) => wins.push(e.detail),
    };
    await render(createElement(PatienceGame, props));
    await waitUntil(() => el !== null && el.state !== null, 'the element is not dealt');
    const game = el!;
    expect(game).to.be.instanceOf(PatienceGameElement);
    expect(game.localName).to.equal('patience-game');
    expect(game.variant).to.equal('klondike');
    expect(game.seed).to.equal(7);
    expect(game.draw).to.equal(3);
    expect(game.noToolbar).to.equal(true);
    expect(game.hasAttribute('no-toolbar')).to.equal(true);
    expect(game.autoPlay).to.equal(true);
    await settle(game);
    expect(game.shadowRoot!.querySelector('[part~="toolbar"]')).to.equal(null);
    expect(deals).to.deep.equal([{ variant: 'klondike', seed: 7, options: { draw: 3, redeals: 0 } }]);

    // A new prop deals again.
    await render(createElement(PatienceGame, { ...props, seed: 9 }));
    await waitUntil(() => deals.length === 2, 'no deal after the seed changed');
    expect(deals[1]).to.include({ seed: 9 });

    winFromFourKings(game);
    expect(moves.map((m) => m.moveCount)).to.deep.equal([101, 102, 103, 104]);
    expect(wins).to.have.length(1);
    expect(wins[0]).to.include({ variant: 'klondike', seed: 7, moves: 104 });
    expect(wins[0].durationMs).to.be.a('number');

    // Event props can change between renders: the new one is heard, the old one no more.
    const later: PatienceMoveDetail[] = [];
    await render(
      createElement(PatienceGame, { ...props, seed: 9, onPatienceMove: (e: { detail: PatienceMoveDetail }) => later.push(e.detail) }),
    );
    game.undo();
    game.play(game.legalMoves().find((m) => m.to.startsWith('foundation'))!);
    expect(later).to.have.length(1);
    expect(moves).to.have.length(4);
  });

  it('passes lang through: the board speaks it, and follows a change without a new deal', async () => {
    let el: PatienceGameElement | null = null;
    const ref = (e: PatienceGameElement | null) => {
      el = e;
    };
    await render(createElement(PatienceGame, { ref, variant: 'klondike', seed: 3, lang: 'de' }));
    await waitUntil(() => el?.language === 'de' && el.state, 'a German board');
    expect(el!.shadowRoot!.querySelector('[part~="toolbar"]')!.textContent).to.contain('Neues Spiel');
    await render(createElement(PatienceGame, { ref, variant: 'klondike', seed: 3, lang: 'ja' }));
    await waitUntil(() => el!.language === 'ja', 'a Japanese board');
    await el!.updateComplete;
    expect(el!.shadowRoot!.querySelector('[part~="toolbar"]')!.textContent).to.contain('新しいゲーム');
    expect(el!.state!.seed).to.equal(3);
  });

  it('renders the bare <patience-game> tag in React 19: attributes, and on<event> props as listeners', async () => {
    const wins: PatienceWinDetail[] = [];
    await render(
      createElement('patience-game', {
        variant: 'klondike',
        seed: 7,
        'no-toolbar': true,
        'no-analysis': true,
        'onpatience-win': (e: CustomEvent<PatienceWinDetail>) => wins.push(e.detail),
      }),
    );
    const el = host!.querySelector('patience-game')!;
    await waitUntil(() => el.state !== null, 'the bare tag is not dealt');
    expect(el.getAttribute('variant')).to.equal('klondike');
    expect(el.seed).to.equal(7);
    expect(el.noToolbar).to.equal(true);
    winFromFourKings(el);
    expect(wins).to.have.length(1);
    expect(wins[0].moves).to.equal(104);
  });
});
