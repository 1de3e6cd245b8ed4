/**
 * The solver's verdict in the status line as the first frame shows it: the pill (a small icon
 * and a word), dimmed while the position in play is being looked at, and the "finding a winnable
 * deal…" notice of `winnable`. The verdicts themselves ("Winnable", "No longer winnable",
 * "Unknown": verdict.ts) come with the solver's work.
 */
import { css, html, svg, type TemplateResult } from 'lit';
import type { Messages } from '../../i18n/index.js';
import { visuallyHidden } from '../patience-game.styles.js';

/** The hourglass: a verdict on its way, a winnable deal looked for. */
export const CHECKING_ICON = svg`<path d="M6 2h12v6l-4 4 4 4v6H6v-6l4-4-4-4zm2 2v3.2l4 4 4-4V4zm4 8.8-4 4V20h8v-3.2z"/>`;

/** The verdict in the status line (`part="verdict"`): `kind` its class, `text` its word. */
export function renderVerdictPill(m: Messages, kind: string, text: string, checking: boolean, icon: TemplateResult): TemplateResult {
  return html`<span
    class="stat verdict ${kind}${checking ? ' checking' : ''}"
    part="verdict"
    title=${`${m.verdict.label} ${text}`}
    aria-busy=${checking ? 'true' : 'false'}
    ><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${icon}</svg><span class="vh">${m.verdict.label}</span>
    <span class="word">${text}</span></span
  >`;
}

/** The verdict before the solver's work has come: the position is being looked at. */
export const renderChecking = (m: Messages): TemplateResult => renderVerdictPill(m, 'checking', m.verdict.checking, true, CHECKING_ICON);

/** The notice shown (after a moment) while a winnable deal is looked for (`winnable`), or a game's code loads. */
export function renderFinding(text: string): TemplateResult {
  return html`<div class="notice finding" part="message" role="status">
    <p><svg class="spin" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${CHECKING_ICON}</svg>${text}</p>
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
