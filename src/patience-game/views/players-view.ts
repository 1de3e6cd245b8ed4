/**
 * What players who come back see: the statistics dialog (`stats`) and the dialog that shows the
 * link when the clipboard refuses it (`link`), and their styles. Views only: the controllers
 * decide. Loaded with them, the first time a board has `stats` or `link` (players.ts).
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { formatTime, type Messages } from '../../i18n/index.js';
import type { PlayerMessages } from '../../i18n/players.js';
import { visuallyHidden } from '../patience-game.styles.js';
import type { LinkController } from '../controllers/link-controller.js';
import type { StatsController } from '../controllers/stats-controller.js';
import type { Statistics } from '../stats-store.js';

/** The statistics dialog's contents. */
export interface StatsDialogView {
  readonly statistics: Statistics;
  /** What they are of: "Klondike, draw 3, daily deals". */
  readonly of: string;
  readonly confirming: boolean;
  readonly note: string;
  reset(): void;
  close(): void;
  closed(): void;
}

/** A figure, or words for a screen reader where there is none yet (a dash for the eye). */
const figure = (p: PlayerMessages, value: string | null) =>
  value === null ? html`<span aria-hidden="true">—</span><span class="vh">${p.none}</span>` : value;

/** The statistics, in a modal dialog (opened with `showModal()`: focus inside, Escape closes). */
export function renderStatsDialog(p: PlayerMessages, v: StatsDialogView): TemplateResult {
  const s = v.statistics;
  const rate = s.played > 0 ? p.rate(Math.round((100 * s.won) / s.played)) : null;
  const rows: [string, string | null][] = [
    [p.played, String(s.played)],
    [p.won, String(s.won)],
    [p.winRate, rate],
    [p.currentStreak, String(s.currentStreak)],
    [p.bestStreak, String(s.bestStreak)],
    [p.bestTime, s.bestTimeMs === null ? null : formatTime(s.bestTimeMs)],
    [p.fewestMoves, s.fewestMoves === null ? null : String(s.fewestMoves)],
  ];
  return html`<dialog
    class="players stats"
    part="stats-panel"
    aria-labelledby="stats-title"
    aria-describedby="stats-of"
    @close=${() => v.closed()}
  >
    <h2 id="stats-title">${p.statistics}</h2>
    <p class="of" id="stats-of">${v.of}</p>
    <dl class="figures">
      ${rows.map(
        ([name, value]) =>
          html`<div>
            <dt>${name}</dt>
            <dd>${figure(p, value)}</dd>
          </div>`,
      )}
    </dl>
    <p class="note" role="status">${v.note}</p>
    <div class="actions">
      <button type="button" part="button" class="tool reset ${v.confirming ? 'confirming' : ''}" @click=${() => v.reset()}>
        ${v.confirming ? p.resetConfirm : p.reset}
      </button>
      <button type="button" part="button" class="tool primary close" @click=${() => v.close()}>${p.close}</button>
    </div>
  </dialog>`;
}

/** The link to copy by hand, when the clipboard is missing or refuses. */
export function renderLinkDialog(p: PlayerMessages, url: string, close: () => void, closed: () => void): TemplateResult {
  return html`<dialog class="players link" part="link-panel" aria-labelledby="link-title" aria-describedby="link-help" @close=${closed}>
    <h2 id="link-title">${p.copyTitle}</h2>
    <p class="of" id="link-help">${p.copyHelp}</p>
    <input
      type="text"
      readonly
      .value=${url}
      aria-labelledby="link-title"
      @focus=${(e: Event) => (e.target as HTMLInputElement).select()}
    />
    <div class="actions">
      <button type="button" part="button" class="tool primary close" @click=${close}>${p.close}</button>
    </div>
  </dialog>`;
}

/** The statistics dialog (`stats`) or the link to copy by hand (`link`), while one is open. */
export function renderPlayerDialogs(
  m: Messages,
  p: PlayerMessages,
  stats: StatsController,
  links: LinkController,
): TemplateResult | typeof nothing {
  const id = stats.id;
  const statistics = stats.open ? stats.statistics : null;
  if (stats.open && id && statistics) {
    const options = p.options(id.options as Record<string, number | string>);
    return renderStatsDialog(p, {
      statistics,
      of: p.statsOf(m.game || id.variant, options, id.daily, id.winnable),
      confirming: stats.confirming,
      note: stats.note,
      reset: () => stats.pressReset(),
      close: () => stats.close(),
      closed: () => stats.closed(),
    });
  }
  if (links.fallback !== null)
    return renderLinkDialog(
      p,
      links.fallback,
      () => links.close(),
      () => links.closed(),
    );
  return nothing;
}

export const playersDialogStyles = css`
  .vh {
    ${visuallyHidden}
  }

  dialog.players {
    box-sizing: border-box;
    width: min(360px, calc(100vw - 24px));
    max-height: calc(100dvh - 24px);
    padding: 18px 20px 16px;
    border: 0;
    border-radius: var(--_radius);
    /* The panel's colour over the felt: opaque, as the cards must not show through. */
    background: linear-gradient(var(--_panel), var(--_panel)), var(--_table);
    color: var(--_text);
    font: inherit;
    font-size: 15px;
    line-height: 1.4;
    box-shadow: 0 10px 40px rgba(0, 0, 0, 0.45);
  }

  dialog.players::backdrop {
    background: rgba(0, 0, 0, 0.45);
  }

  dialog.players h2 {
    margin: 0;
    font-size: 1.3em;
    font-weight: 700;
    color: var(--_hl);
  }

  dialog.players .of {
    margin: 2px 0 12px;
    opacity: 0.9;
  }

  .figures {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(108px, 1fr));
    gap: 8px;
    margin: 0;
  }

  .figures div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    padding: 8px 10px;
    border-radius: calc(var(--_radius) * 0.6);
    background: rgba(255, 255, 255, 0.08);
  }

  .figures dt {
    font-size: 13px;
    opacity: 0.9;
  }

  .figures dd {
    margin: 0;
    font-size: 1.35em;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }

  dialog.players .note {
    min-height: 1.4em;
    margin: 10px 0 0;
    font-size: 14px;
  }

  dialog.players .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 8px;
    margin-top: 8px;
  }

  dialog.players .reset.confirming {
    background: #b3261e;
    color: #fff;
  }

  dialog.players input {
    box-sizing: border-box;
    width: 100%;
    padding: 8px 10px;
    border: 1px solid rgba(255, 255, 255, 0.4);
    border-radius: calc(var(--_radius) * 0.5);
    background: rgba(0, 0, 0, 0.25);
    color: inherit;
    font: inherit;
    font-size: 14px;
  }

  dialog.players input:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
`;
