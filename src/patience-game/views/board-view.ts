import { html, nothing, type TemplateResult } from 'lit';
import { cardCode } from '../../engine/cards.js';
import type { GameModule } from '../../games/game-module.js';
import { VARIANTS } from '../../games/registry.js';
import type { ShownGame } from '../controllers/game-controller.js';
import type { Move } from '../../engine/types.js';
import { dirOf, formatTime, type Messages } from '../../i18n/index.js';
import { LARGE_INDEX_BELOW, cardBack, cardFace, emptyPileMark, type EmptyPileKind } from '../../render/card-svg.js';
import type { BoardGeometry, CardBox, PileBox } from '../../render/geometry.js';
import { standInBadge, standInName, type StandIn } from '../../render/stand-in.js';
import { classes } from './classes.js';
import { cssomStyle } from './cssom-style.js';
import type { Problem } from '../controllers/dealing-controller.js';
import type { DragController } from '../controllers/drag-controller.js';
import { ICONS } from './icons.js';
import type { KeyboardController } from '../controllers/keyboard-controller.js';
import type { SelectionController } from '../controllers/selection-controller.js';
import { renderFinding } from './solver-status.js';
import { cardName, pileLabel, pileName } from '../words.js';

/** What the board draws, and where its gestures go. */
export interface BoardView {
  readonly game: ShownGame;
  /** False for a deal drawn before its play has come: drawn as dealt, nothing asked of its moves. */
  readonly playing: boolean;
  /** Everything about the game in play (its stand-ins). */
  readonly kit: GameModule;
  readonly geo: BoardGeometry;
  readonly elapsedMs: number;
  /** The move a hint highlights. */
  readonly hint: Move | null;
  readonly selection: Pick<SelectionController, 'held' | 'peeks' | 'targets' | 'peekable'>;
  readonly keys: Pick<KeyboardController, 'active' | 'focus' | 'depth'>;
  readonly pointer: Pick<DragController, 'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel'> & {
    /** Envelopes: the peek button of `pile`. */
    peek(pile: number): void;
  };
  /** The end-of-game panel's buttons. */
  readonly endPanel: { undo(): void; newGame(): void };
}

/** The prompt (no variant), an error, or "finding a winnable deal": what shows when no game is in play. */
export function renderProblem(m: Messages, p: Problem | null): TemplateResult {
  if (p?.kind === 'finding') return renderFinding(m.finding);
  if (p?.kind === 'loading') return renderFinding(m.loading);
  if (p?.kind === 'error') {
    return html`<div class="notice error" part="message" role="alert">
      <p class="title">${m.errorTitle}</p>
      <p>${p.text(m)}</p>
    </div>`;
  }
  return html`<div class="notice" part="message">
    <p class="title">${m.promptTitle}</p>
    <p>${m.prompt(VARIANTS)}</p>
  </div>`;
}

/** The card table: every pile and card, and the end-of-game panel over it. */
export function renderBoard(m: Messages, v: BoardView): TemplateResult {
  const g = v.game;
  const geo = v.geo;
  const sel = v.selection.held;
  const targets = sel ? v.selection.targets(sel.pile, sel.count) : null;
  const hint = v.hint;
  const hintFrom = hint ? new Set([hint.kind === 'cover' ? hint.to : hint.from, ...(hint.pair !== undefined ? [hint.pair] : [])]) : null;
  const hintTo = hint && hint.kind !== 'cover' && hint.kind !== 'pair' && hint.kind !== 'row' ? hint.to : null;
  const peekable = new Set(v.selection.peekable());
  const stockMark: EmptyPileKind = v.playing && g.moves().some((x) => x.kind === 'recycle') ? 'stock-recycle' : 'stock-empty';
  const style = {
    width: `${geo.width}px`,
    height: `${geo.height}px`,
    '--cw': `${geo.cardW}px`,
    '--ch': `${geo.cardH}px`,
  };
  return html`<div
      class=${classes({ board: true, holding: sel !== null, kbd: v.keys.active, won: g.won })}
      part="board"
      role="application"
      dir="ltr"
      aria-label=${m.board(m.game || g.variant)}
      aria-describedby="keys-help"
      style=${cssomStyle(style)}
      @pointerdown=${v.pointer.onPointerDown}
      @pointermove=${v.pointer.onPointerMove}
      @pointerup=${v.pointer.onPointerUp}
      @pointercancel=${v.pointer.onPointerCancel}
    >
      ${geo.piles.map((p) =>
        renderPile(m, v, p, {
          target: targets?.has(p.index) ?? false,
          source: sel?.pile === p.index ? sel.count : 0,
          hinted: hintFrom?.has(p.index) ? (hint!.kind === 'move' ? hint!.count : 1) : 0,
          hintTarget: hintTo === p.index,
          stockMark,
          peekable: peekable.has(p.index),
        }),
      )}
      ${v.playing && (g.won || g.lost) ? renderEnd(m, v) : nothing}
    </div>
    <div id="keys-help" hidden>${m.keysHelp}</div>`;
}

function renderPile(
  m: Messages,
  v: BoardView,
  p: PileBox,
  f: { target: boolean; source: number; hinted: number; hintTarget: boolean; stockMark: EmptyPileKind; peekable: boolean },
): TemplateResult {
  const table = v.game.table;
  const n = p.cards.length;
  const peeking = f.peekable && v.selection.peeks.has(p.index);
  const focused = v.keys.focus === p.index;
  const chosen = focused && v.keys.active && !v.selection.held && p.place.fan === 'down' ? v.keys.depth : 0;
  // What cards stand for (Joker's jokers in a column): a badge, and words in the names.
  const own = table.piles[p.index].cards;
  const stands = v.kit.standIns?.(p.kind, own) ?? null;
  const top = stands?.[n - 1];
  let label = top ? m.pileLabel(pileName(m, p.place), n, standInName(m, own[n - 1], top)) : pileLabel(m, p.place, table, p.index);
  if (f.target) label += m.canTake;
  if (f.source) label += m.holding;
  const mark = p.kind === 'stock' ? f.stockMark : (p.place.empty ?? 'none');
  const lifted = Math.max(f.source, chosen);
  return html`<div
    class=${classes({ pile: true, target: f.target, source: f.source > 0, 'hint-target': f.hintTarget, empty: n === 0 })}
    part="pile"
    role="group"
    tabindex=${focused ? '0' : '-1'}
    aria-label=${label}
    data-pile=${p.index}
    data-id=${p.id}
    style=${cssomStyle({ left: `${p.x}px`, top: `${p.y}px`, width: `${p.w}px`, height: `${p.h}px` })}
  >
    <div class="mark" aria-hidden="true" style=${cssomStyle({ left: `${p.place.fan === 'left' && n > 0 ? p.w - v.geo.cardW : 0}px` })}>
      ${emptyPileMark(mark, p.place.emptyLabel)}
    </div>
    ${p.cards.map((c, j) =>
      renderCard(m, peeking && j === n - 2 ? { ...c, faceUp: true, covered: false, y: c.y - v.geo.cardH * 0.34 } : c, j, {
        lifted: j >= n - lifted,
        hinted: j >= n - f.hinted,
        peeked: peeking && j === n - 2,
        stand: stands?.[j] ?? null,
        large: v.geo.cardW < LARGE_INDEX_BELOW,
      }),
    )}
    ${p.place.count && n > 1 ? html`<span class="count" part="count" aria-hidden="true">${n}</span>` : nothing}
    ${
      f.peekable
        ? html`<button
            type="button"
            class="peek"
            part="button peek"
            tabindex="-1"
            aria-pressed=${peeking ? 'true' : 'false'}
            aria-label=${m.peek(cardName(m, table.piles[p.index].cards[n - 1]))}
            title=${m.peek(cardName(m, table.piles[p.index].cards[n - 1]))}
            @pointerdown=${(e: Event) => e.stopPropagation()}
            @click=${() => v.pointer.peek(p.index)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${ICONS.peek}</svg>
          </button>`
        : nothing
    }
  </div>`;
}

function renderCard(
  m: Messages,
  c: CardBox,
  j: number,
  f: { lifted: boolean; hinted: boolean; peeked: boolean; stand?: StandIn | null; large: boolean },
): TemplateResult {
  const code = cardCode(c.card);
  const name = f.stand ? standInName(m, c.card, f.stand) : m.card(code);
  return html`<div
    class="card ${classes({ up: c.faceUp, lifted: f.lifted, hinted: f.hinted, peeked: f.peeked })}"
    part="card"
    role="img"
    aria-label=${c.covered ? nothing : c.faceUp ? name : m.faceDown}
    aria-hidden=${c.covered ? 'true' : nothing}
    data-index=${j}
    data-card=${c.card}
    data-code=${c.faceUp ? code : nothing}
    style=${cssomStyle({ '--x': `${c.x}px`, '--y': `${c.y}px`, '--z': String(j + 1) })}
  >
    ${c.faceUp ? cardFace(code, f.large) : cardBack()}${f.stand && c.faceUp ? standInBadge(m, f.stand) : nothing}
  </div>`;
}

function renderEnd(m: Messages, v: BoardView): TemplateResult {
  const g = v.game;
  const won = g.won;
  return html`<div class=${classes({ end: true, won })} part="message" dir=${dirOf(m.lang)}>
    <p class="title">${won ? m.wonTitle : m.lostTitle}</p>
    <p>${won ? m.won(g.moveCount, formatTime(v.elapsedMs)) : m.lost}</p>
    <div class="actions">
      ${won ? nothing : html`<button type="button" part="button" class="tool" @click=${() => v.endPanel.undo()}>${m.toolbar.undo}</button>`}
      <button type="button" part="button" class="tool primary" @click=${() => v.endPanel.newGame()}>${m.toolbar.newGame}</button>
    </div>
  </div>`;
}
