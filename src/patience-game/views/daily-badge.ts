/**
 * The status line's badge on the daily deal (`seed="daily"`): its icon, words and styles, loaded
 * (by `PlayersController`) with the game's code when a board deals the day's deal.
 */
import { css, html, svg, type TemplateResult } from 'lit';
import { dailyWords } from '../../i18n/daily-words.js';
import type { Messages } from '../../i18n/index.js';
import { visuallyHidden } from '../patience-game.styles.js';

// (the daily deal's seed comes with its badge: a board of the daily deal waits for both)
export { dailyDeal } from '../daily.js';

const DAILY = svg`<path d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zM5 9v10h14V9zm7 2.2 1.2 2.5 2.7.4-2 1.9.5 2.7-2.4-1.3-2.4 1.3.5-2.7-2-1.9 2.7-.4z"/>`;

/** The badge: an icon and the short date; the full words for screen readers. */
export function renderDailyBadge(m: Messages, date: string): TemplateResult {
  const p = dailyWords(m.lang);
  return html`<span class="stat daily" part="daily" title=${p.dailyOf(date)}
    ><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${DAILY}</svg><span class="vh">${p.dailyOf(date)}</span
    ><span aria-hidden="true"><span class="word">${p.dailyDeal}</span> ${p.shortDate(date)}</span></span
  >`;
}

export const dailyBadgeStyles = css`
  .vh {
    ${visuallyHidden}
  }

  .daily {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    padding: 1px 8px 1px 6px;
    border-radius: 999px;
    background: color-mix(in srgb, var(--_hl) 22%, transparent);
    box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--_hl) 60%, transparent);
  }

  .daily svg {
    display: inline;
    width: 15px;
    height: 15px;
    margin: 0;
    fill: var(--_hl);
    opacity: 1;
  }

  @container (max-width: 420px) {
    .daily .word {
      display: none;
    }
  }
`;
