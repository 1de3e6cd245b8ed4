import { css } from 'lit';
import { LOOK } from '../render/defaults.js';

/** Hidden from sight, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * `<patience-game>`'s styles. Every colour and size a host may want to change is a documented
 * `--patience-*` custom property (a dark theme is a handful of them); `--_*` are private.
 */
export const styles = css`
  :host {
    display: block;
    --_table: var(--patience-table, #1f6b46);
    --_text: var(--patience-table-text, #f1f6f0);
    --_hl: var(--patience-highlight, #ffd54a);
    --_focus: var(--patience-focus, #ffffff);
    --_radius: var(--patience-radius, 12px);
    --_bar: var(--patience-toolbar-bg, rgba(0, 0, 0, 0.22));
    --_bar-text: var(--patience-toolbar-text, var(--_text));
    --_button: var(--patience-button-bg, rgba(255, 255, 255, 0.1));
    --_button-hover: var(--patience-button-hover, rgba(255, 255, 255, 0.2));
    --_panel: var(--patience-panel-bg, rgba(16, 32, 24, 0.92));
    -webkit-tap-highlight-color: transparent;
  }

  :host([hidden]) {
    display: none;
  }

  /* What the host page may override on the host itself (\`* { all: unset }\` makes it inline and
     unsized, with the page's font) is set here, where page CSS does not reach. */
  .base {
    display: block;
    container-type: inline-size;
    color: var(--_text);
    font-family: ${LOOK.font};
    font-size: 15px;
    font-style: normal;
    font-weight: 400;
    line-height: 1.4;
    letter-spacing: normal;
    text-align: start;
    text-transform: none;
    white-space: normal;
    position: relative;
    overflow: hidden;
    border-radius: var(--_radius);
    background:
      radial-gradient(ellipse 90% 70% at 50% 30%, rgba(255, 255, 255, 0.08), rgba(255, 255, 255, 0) 70%),
      radial-gradient(ellipse 120% 80% at 50% 110%, rgba(0, 0, 0, 0.28), rgba(0, 0, 0, 0) 70%), var(--_table);
    box-shadow:
      inset 0 0 0 1px rgba(0, 0, 0, 0.18),
      inset 0 0 40px rgba(0, 0, 0, 0.22);
  }

  .base.won {
    animation: glow calc(1.6s * var(--patience-speed, 1)) ease-in-out 2;
  }

  @keyframes glow {
    50% {
      box-shadow:
        inset 0 0 0 2px var(--_hl),
        inset 0 0 60px color-mix(in srgb, var(--_hl) 45%, transparent);
    }
  }

  /* ---- toolbar and status ---- */

  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 6px 12px;
    padding: 6px 8px;
    background: var(--_bar);
    color: var(--_bar-text);
  }

  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }

  .tool {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-width: 36px;
    height: 36px;
    padding: 0 12px;
    border: 0;
    border-radius: calc(var(--_radius) * 0.6);
    background: var(--_button);
    color: inherit;
    font: inherit;
    font-size: 14px;
    font-weight: 500;
    cursor: pointer;
    transition: background-color calc(0.15s * var(--patience-speed, 1));
  }

  .tool:hover {
    background: var(--_button-hover);
  }

  .tool[aria-disabled='true'] {
    opacity: 0.42;
    cursor: default;
    background: var(--_button);
  }

  .tool:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }

  .tool svg {
    width: 18px;
    height: 18px;
    fill: currentColor;
    flex: none;
  }

  /* a hint the solver is still looking for */
  .tool[aria-busy='true'] svg {
    animation: thinking calc(1.1s * var(--patience-speed, 1)) ease-in-out infinite alternate;
  }

  @keyframes thinking {
    from {
      opacity: 1;
      transform: scale(1);
    }
    to {
      opacity: 0.35;
      transform: scale(0.82);
    }
  }

  /* Right to left, undo points right and redo left. */
  [dir='rtl'] :is([part~='undo'], [part~='redo']) svg {
    scale: -1 1;
  }

  .tool.primary {
    background: var(--_hl);
    color: #1d1a10;
  }

  .status {
    display: flex;
    gap: 14px;
    margin-inline-start: auto;
    padding: 0 4px;
    font-size: 14px;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    opacity: 0.92;
  }

  .status b {
    font-weight: 650;
  }

  .stat svg {
    display: none;
    width: 15px;
    height: 15px;
    margin-inline-end: 4px;
    vertical-align: -2px;
    fill: currentColor;
    opacity: 0.85;
  }

  @container (max-width: 720px) {
    .tool .label {
      display: none;
    }
    .tool {
      padding: 0 9px;
    }
  }

  @container (max-width: 420px) {
    .bar {
      padding: 5px 6px;
    }
    .toolbar {
      gap: 4px;
    }
    .tool {
      min-width: 34px;
      height: 34px;
      padding: 0 7px;
    }
    .status {
      gap: 10px;
      font-size: 13px;
      padding: 0 2px;
    }
    /* Icons stand in for the words, which stay for screen readers. */
    .stat svg {
      display: inline;
    }
    .stat .label {
      ${visuallyHidden}
    }
  }

  /* ---- the table ---- */

  .board {
    position: relative;
    margin: 0 auto;
    touch-action: manipulation;
    user-select: none;
    -webkit-user-select: none;
  }

  .pile {
    position: absolute;
    border-radius: calc(var(--cw) * 0.07);
    outline: none;
    cursor: pointer;
    transition: box-shadow calc(0.15s * var(--patience-speed, 1));
  }

  .pile:focus-visible {
    box-shadow:
      0 0 0 3px var(--_focus),
      0 0 0 6px rgba(0, 0, 0, 0.45);
  }

  .mark {
    position: absolute;
    top: 0;
    width: var(--cw);
    height: var(--ch);
    color: var(--patience-empty-mark, rgba(255, 255, 255, 0.55));
  }

  .pile:not(.empty) .mark {
    visibility: hidden;
  }

  .card {
    position: absolute;
    left: 0;
    top: 0;
    width: var(--cw);
    height: var(--ch);
    z-index: var(--z);
    transform: translate(calc(var(--x) + var(--dx, 0px)), calc(var(--y) + var(--dy, 0px)));
    border-radius: calc(var(--cw) * 0.056);
    box-shadow: var(--patience-shadow, 0 1px 2px rgba(0, 0, 0, 0.35));
    touch-action: none;
    -webkit-touch-callout: none;
    will-change: transform;
  }

  .card svg {
    pointer-events: none;
  }

  .count {
    position: absolute;
    left: calc(var(--cw) / 2);
    top: calc(var(--ch) - 1.5em - var(--cw) * 0.04);
    transform: translateX(-50%);
    z-index: 999;
    min-width: 1.6em;
    padding: 0.05em 0.45em;
    border-radius: 999px;
    background: rgba(0, 0, 0, 0.62);
    color: #fff;
    font-size: clamp(9px, calc(var(--cw) * 0.15), 13px);
    font-weight: 650;
    line-height: 1.5;
    text-align: center;
    font-variant-numeric: tabular-nums;
    pointer-events: none;
  }

  .card.peeked {
    filter: brightness(0.97);
  }

  .peek {
    position: absolute;
    left: calc(var(--cw) - 14px);
    top: -10px;
    z-index: 999;
    display: grid;
    place-items: center;
    width: 26px;
    height: 26px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: var(--_hl);
    color: #1d1a10;
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.45);
    cursor: pointer;
  }

  .peek[aria-pressed='true'] {
    background: var(--_focus);
  }

  .peek svg {
    width: 16px;
    height: 16px;
    fill: currentColor;
  }

  /* ---- messages ---- */

  .notice {
    display: grid;
    place-content: center;
    min-height: 180px;
    padding: 28px 20px;
    text-align: center;
  }

  .notice p,
  .end p {
    margin: 0 0 6px;
  }

  .title {
    font-size: 1.3em;
    font-weight: 700;
  }

  .notice.error .title {
    color: var(--_hl);
  }

  .end {
    position: absolute;
    left: 50%;
    top: 50%;
    z-index: 2000;
    transform: translate(-50%, -50%);
    width: max-content;
    max-width: calc(100% - 24px);
    padding: 18px 24px 16px;
    border-radius: var(--_radius);
    background: var(--_panel);
    color: var(--_text);
    text-align: center;
    box-shadow: 0 10px 40px rgba(0, 0, 0, 0.45);
    animation: pop calc(0.35s * var(--patience-speed, 1)) cubic-bezier(0.2, 0.9, 0.3, 1.3);
  }

  .end.won .title {
    color: var(--_hl);
    font-size: 1.6em;
  }

  .end .actions {
    display: flex;
    justify-content: center;
    gap: 8px;
    margin-top: 10px;
  }

  @keyframes pop {
    from {
      opacity: 0;
      transform: translate(-50%, -50%) scale(0.9);
    }
  }

  .live {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  .sizer {
    position: absolute;
    top: 0;
    left: 0;
    right: 0;
    height: 0;
    visibility: hidden;
    pointer-events: none;
  }

  .probe {
    position: absolute;
    top: 0;
    left: 0;
    height: 0;
    width: var(--patience-card-width, 112px);
    visibility: hidden;
    pointer-events: none;
  }

  /* --patience-speed, measured by a ResizeObserver (controllers/motion-speed-controller.ts). */
  .speed-probe {
    position: absolute;
    top: 0;
    left: 0;
    height: 0;
    width: calc(var(--patience-speed, 1) * 100px);
    visibility: hidden;
    pointer-events: none;
  }

  /* --patience-speed: 0 stops every motion, exactly as prefers-reduced-motion does. */
  .base.still,
  .base.still * {
    animation: none !important;
    transition: none !important;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    .base.won {
      animation: none !important;
      transition: none !important;
    }
    .tool[aria-busy='true'] svg {
      opacity: 0.45;
    }
  }
`;
