/**
 * The solver's verdict in the status line: a small icon and a word ("Winnable", "No longer
 * winnable", "Unknown"), dimmed while the position in play is being looked at, and the
 * "finding a winnable deal…" notice of `winnable`. What the verdict is comes from the
 * `SolverController`; this module only shows it.
 */
import { css, html, nothing, svg, type TemplateResult } from 'lit';
import type { Messages } from '../../i18n/index.js';
import type { Verdict } from '../controllers/solver-controller.js';
import { visuallyHidden } from '../patience-game.styles.js';

const ICONS = {
  winnable: svg`<path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.2 14.2-4.5-4.5 1.4-1.4 3.1 3.1 6.1-6.1 1.4 1.4z"/>`,
  unwinnable: svg`<path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm4.6 13.2-1.4 1.4-3.2-3.2-3.2 3.2-1.4-1.4 3.2-3.2-3.2-3.2 1.4-1.4 3.2 3.2 3.2-3.2 1.4 1.4-3.2 3.2z"/>`,
  unknown: svg`<path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 17h-2v-2h2zm2.1-7.7-.9.9c-.7.7-1.2 1.3-1.2 2.8h-2v-.5c0-1.1.5-2.1 1.2-2.8l1.2-1.3c.4-.4.6-.9.6-1.4a2 2 0 0 0-4 0H8a4 4 0 0 1 8 0c0 .9-.4 1.7-.9 2.3z"/>`,
  checking: svg`<path d="M6 2h12v6l-4 4 4 4v6H6v-6l4-4-4-4zm2 2v3.2l4 4 4-4V4zm4 8.8-4 4V20h8v-3.2z"/>`,
};

/** The verdict's words: "No longer winnable" once moves were made, "Not winnable" for a deal. */
export function verdictText(m: Messages, v: Verdict | null, moveCount: number): string {
  if (v === 'winnable') return m.verdict.winnable;
  if (v === 'unwinnable') return moveCount > 0 ? m.verdict.lost : m.verdict.unwinnable;
  if (v === 'unknown') return m.verdict.unknown;
  return m.verdict.checking;
}

/** The verdict in the status line (`part="verdict"`); nothing while there is none to show. */
export function renderVerdict(m: Messages, v: Verdict | null, checking: boolean, moveCount: number): TemplateResult | typeof nothing {
  if (v === null && !checking) return nothing;
  const text = verdictText(m, v, moveCount);
  const kind = v ?? 'checking';
  return html`<span
    class="stat verdict ${kind}${checking ? ' checking' : ''}"
    part="verdict"
    title=${`${m.verdict.label} ${text}`}
    aria-busy=${checking ? 'true' : 'false'}
    ><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${ICONS[kind]}</svg><span class="vh">${m.verdict.label}</span>
    <span class="word">${text}</span></span
  >`;
}

/** The notice shown (after a moment) while a winnable deal is looked for (`winnable`), or a game's code loads. */
export function renderFinding(text: string): TemplateResult {
  return html`<div class="notice finding" part="message" role="status">
    <p><svg class="spin" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${ICONS.checking}</svg>${text}</p>
  </div>`;
}

export const solverStatusStyles = css`
  /* A long verdict ("Уже не сойдётся") goes to a line of its own rather than past the edge. */
  .status {
    flex-wrap: wrap;
    justify-content: flex-end;
    row-gap: 4px;
  }
  .verdict {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    padding: 1px 8px 1px 6px;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.1);
    font-size: 13px;
    font-weight: 550;
    transition: opacity calc(0.2s * var(--patience-speed, 1));
  }
  .status .verdict svg {
    display: inline;
    width: 15px;
    height: 15px;
    margin: 0;
    opacity: 1;
    vertical-align: 0;
    fill: currentColor;
  }
  .verdict.winnable svg {
    fill: #9be7a0;
  }
  .verdict.unwinnable {
    background: rgba(255, 110, 90, 0.26);
  }
  .verdict.unwinnable svg {
    fill: #ffb3a6;
  }
  .verdict.checking {
    opacity: 0.55;
  }
  .vh {
    ${visuallyHidden}
  }
  .notice.finding {
    animation: finding-in calc(0.25s * var(--patience-speed, 1)) calc(0.15s * var(--patience-speed, 1)) both;
  }
  .notice.finding p {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
  .notice.finding svg {
    width: 20px;
    height: 20px;
    fill: currentColor;
    animation: finding-spin calc(1.6s * var(--patience-speed, 1)) linear infinite;
  }
  @keyframes finding-in {
    from {
      opacity: 0;
    }
  }
  @keyframes finding-spin {
    to {
      rotate: 1turn;
    }
  }
`;
