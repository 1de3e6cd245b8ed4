/**
 * Streets and Alleys (RULES.md §16) for the solver: the compiled core of its words, searched in
 * short noisy rounds (`QUICK_RESTARTS`): a deal hard for one order of moves is seldom hard for all.
 * Seeds 1-100 within 1 M positions: 95% decided, against 91% with the default rounds (seven deals
 * won that were not; seed 59 and two lost deals no longer decided within the budget).
 */
import { QUICK_RESTARTS } from '../../engine/solver/core-helpers.js';
import { describedSolverWith } from '../described-solver.js';

export const streetsAndAlleysSolver = describedSolverWith(() => ({ restarts: QUICK_RESTARTS }));

export default streetsAndAlleysSolver;
