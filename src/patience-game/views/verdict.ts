/**
 * The solver's verdicts in the status line ("Winnable", "No longer winnable", "Unknown"): their
 * icons, words and colours, loaded with the solver's work (solver-work.ts), before which no
 * verdict can be known. What the verdict is comes from the `SolverController`.
 */
import { css, nothing, svg, type TemplateResult } from 'lit';
import type { Verdict } from '../../engine/solver/knowledge.js';
import type { Messages } from '../../i18n/index.js';
import { CHECKING_ICON, renderVerdictPill } from './solver-status.js';

const ICONS = {
  winnable: svg`<path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.2 14.2-4.5-4.5 1.4-1.4 3.1 3.1 6.1-6.1 1.4 1.4z"/>`,
  unwinnable: svg`<path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm4.6 13.2-1.4 1.4-3.2-3.2-3.2 3.2-1.4-1.4 3.2-3.2-3.2-3.2 1.4-1.4 3.2 3.2 3.2-3.2 1.4 1.4-3.2 3.2z"/>`,
  unknown: svg`<path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 17h-2v-2h2zm2.1-7.7-.9.9c-.7.7-1.2 1.3-1.2 2.8h-2v-.5c0-1.1.5-2.1 1.2-2.8l1.2-1.3c.4-.4.6-.9.6-1.4a2 2 0 0 0-4 0H8a4 4 0 0 1 8 0c0 .9-.4 1.7-.9 2.3z"/>`,
  checking: CHECKING_ICON,
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
  const kind = v ?? 'checking';
  return renderVerdictPill(m, kind, verdictText(m, v, moveCount), checking, ICONS[kind]);
}

export const verdictStyles = css`
  .verdict.winnable svg {
    fill: #9be7a0;
  }
  .verdict.unwinnable {
    background: rgba(255, 110, 90, 0.26);
  }
  .verdict.unwinnable svg {
    fill: #ffb3a6;
  }
`;
