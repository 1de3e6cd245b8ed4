/**
 * The badge on a card that stands for another (Joker's jokers in a column) that says which card
 * it stands for ("8" and a red or black dot; "any" while nothing lies on a joker alone in a
 * column), and its words for assistive technology. What a card stands for is its game's
 * (`GameModule.standIns`).
 */
import { css, html, unsafeCSS, type TemplateResult } from 'lit';
import { RANK_CHARS, cardCode, type Card } from '../engine/cards.js';
import type { StandIn } from '../engine/types.js';
import type { Messages } from '../i18n/index.js';
import { DEFAULTS, LOOK } from './defaults.js';

export type { StandIn } from '../engine/types.js';

/** The rank character of the card codes (`T` for 10). */
const rankChar = (r: number): string => RANK_CHARS[r - 1] ?? '?';

/** The joker's accessible name with what it stands for: "Red joker, standing for a black 9". */
export function standInName(m: Messages, joker: Card, s: StandIn): string {
  const name = m.card(cardCode(joker));
  return 'any' in s ? m.jokerStandsFor(name, null, false) : m.jokerStandsFor(name, rankChar(s.rank), s.colour === 1);
}

/** The badge shown on the joker (decorative: the card's accessible name says the same). */
export function standInBadge(m: Messages, s: StandIn): TemplateResult {
  if ('any' in s) return html`<span class="stand-in any" part="stand-in" aria-hidden="true">${m.anyCard}</span>`;
  const tone = s.colour === 1 ? 'red' : 'black';
  return html`<span class="stand-in ${tone}" part="stand-in" aria-hidden="true"
    >${rankChar(s.rank).replace('T', '10')}<i class="dot"></i
  ></span>`;
}

export const standInStyles = css`
  .stand-in {
    position: absolute;
    top: calc(var(--cw) * 0.045);
    right: calc(var(--cw) * 0.05);
    display: inline-flex;
    align-items: center;
    gap: 0.18em;
    padding: 0.08em 0.38em 0.08em 0.42em;
    border-radius: 999px;
    border: 1.5px solid currentColor;
    background: ${LOOK.cardFace};
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.3);
    font: 700 clamp(9px, calc(var(--cw) * 0.16), 15px) / 1.15 ${LOOK.font};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    pointer-events: none;
  }
  .stand-in.red {
    color: ${LOOK.red};
  }
  .stand-in.black {
    color: ${LOOK.black};
  }
  .stand-in.any {
    color: ${unsafeCSS(DEFAULTS.standInAny)};
    border-style: dashed;
    font-weight: 650;
  }
  .stand-in .dot {
    width: 0.62em;
    height: 0.62em;
    border-radius: 50%;
    background: currentColor;
  }
`;
