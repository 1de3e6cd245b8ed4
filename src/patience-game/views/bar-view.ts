import { html, nothing, type TemplateResult } from 'lit';
import type { ShownGame } from '../controllers/game-controller.js';
import { formatTime, type Messages } from '../../i18n/index.js';
import type { SolverController } from '../controllers/solver-controller.js';
import { ICONS } from './icons.js';

/** A toolbar button that a part loaded later brings (Statistics, Copy link). */
export interface ToolButton {
  /** Its part beside `button`: `stats`, `copy-link`. */
  readonly part: string;
  readonly icon: TemplateResult;
  readonly label: string;
  run(): void;
}

/** What the toolbar and the status line show, and what their buttons do. */
export interface BarView {
  readonly game: ShownGame;
  /** False for a deal drawn before its play has come: its buttons wait. */
  readonly playing: boolean;
  readonly elapsedMs: number;
  readonly noToolbar: boolean;
  readonly noStatus: boolean;
  readonly noAnalysis: boolean;
  /** The verdict in the status line; a finishing line offers Finish. */
  readonly solver: Pick<SolverController, 'renderVerdict' | 'finish' | 'thinking'>;
  newGame(): void;
  undo(): void;
  redo(): void;
  showHint(): void;
  finish(): void;
  /** The players' buttons after the toolbar's own (Statistics, Copy link: players.ts). */
  readonly tools?: readonly ToolButton[];
  /** The daily deal's badge at the head of the status line (daily-badge.ts). */
  readonly badge?: TemplateResult | typeof nothing;
}

/** The toolbar (new game, undo, redo, hint, finish) and the status line (moves, time, verdict). */
export function renderBar(m: Messages, v: BarView): TemplateResult {
  const g = v.game;
  const finish = !g.won && v.solver.finish() !== null;
  const button = (
    part: string,
    icon: TemplateResult,
    label: string,
    key: string | null,
    disabled: boolean,
    run: () => void,
    busy = false,
  ) =>
    html`<button
      type="button"
      part="button ${part}"
      class="tool"
      aria-disabled=${disabled ? 'true' : 'false'}
      aria-busy=${busy ? 'true' : nothing}
      aria-keyshortcuts=${key ?? nothing}
      title=${key ? `${label} (${key.replace('Control', m.ctrl ?? 'Ctrl')})` : label}
      @click=${() => !disabled && run()}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${icon}</svg><span class="label">${label}</span>
    </button>`;
  return html`<div class="bar">
    ${
      v.noToolbar
        ? nothing
        : html`<div class="toolbar" part="toolbar" role="toolbar" aria-label=${m.toolbar.label}>
            ${button('new-game', ICONS.newGame, m.toolbar.newGame, 'N', false, () => v.newGame())}
            ${button('undo', ICONS.undo, m.toolbar.undo, 'Control+Z', !g.canUndo, () => v.undo())}
            ${button('redo', ICONS.redo, m.toolbar.redo, 'Control+Y', !g.canRedo, () => v.redo())}
            ${button('hint', ICONS.hint, m.toolbar.hint, 'H', !v.playing || g.won || g.lost, () => v.showHint(), v.solver.thinking)}
            ${finish ? button('auto', ICONS.auto, m.toolbar.auto, null, false, () => v.finish()) : nothing}
            ${v.tools?.map((t) => button(t.part, t.icon, t.label, null, false, () => t.run())) ?? nothing}
          </div>`
    }
    ${
      v.noStatus
        ? nothing
        : html`<div class="status" part="status" role="group" aria-label=${m.status.label}>
            ${v.badge ?? nothing}
            <span class="stat"
              ><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${ICONS.moves}</svg
              ><span class="label">${m.status.moves}</span> <b>${g.moveCount}</b></span
            >
            <span class="stat"
              ><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${ICONS.time}</svg><span class="label">${m.status.time}</span>
              <b class="time" .textContent=${formatTime(v.elapsedMs)}></b
            ></span>
            ${v.noAnalysis ? nothing : v.solver.renderVerdict(m, g.moveCount)}
          </div>`
    }
  </div>`;
}
