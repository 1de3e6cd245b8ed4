/**
 * The status line's badge on the daily deal (`seed="daily"`), the toolbar's icons for statistics
 * and links, and the styles every board needs of the players' features (the speed probe, no
 * motion at speed 0). The dialogs themselves load when first needed (players-view.ts).
 */
import { css, html, nothing, svg, type TemplateResult } from 'lit';
import type { Messages } from '../../i18n/index.js';
import { visuallyHidden } from '../patience-game.styles.js';

export const PLAYER_ICONS = {
  stats: svg`<path d="M4 20V10h3v10zm6.5 0V4h3v16zM17 20v-7h3v7zM3 21h18v1H3z"/>`,
  link: svg`<g transform="rotate(-45 12 12)" fill="none" stroke="currentColor" stroke-width="2.2"><rect x="1.5" y="8" width="12" height="8" rx="4"/><rect x="10.5" y="8" width="12" height="8" rx="4"/></g>`,
  copied: svg`<path d="M9.5 16.6 4.9 12l-1.4 1.4 6 6 11-11-1.4-1.4z"/>`,
  daily: svg`<path d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zM5 9v10h14V9zm7 2.2 1.2 2.5 2.7.4-2 1.9.5 2.7-2.4-1.3-2.4 1.3.5-2.7-2-1.9 2.7-.4z"/>`,
};

/** The status line's badge on the daily deal: an icon and the short date; the full words for screen readers. */
export function renderDailyBadge(m: Messages, date: string | null): TemplateResult | typeof nothing {
  if (date === null) return nothing;
  const p = m.players;
  return html`<span class="stat daily" part="daily" title=${p.dailyOf(date)}
    ><svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${PLAYER_ICONS.daily}</svg><span class="vh">${p.dailyOf(date)}</span
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
`;
