/**
 * King Albert (RULES.md §27) for the solver: the compiled core of its words, searched first for
 * 50,000 positions in the core's order of moves, then in short rounds (the first of 150
 * positions, each 5% longer) with the order shaken hard (noise 400 beside the core's move scores
 * of 20 to 100: within a round, moves of every kind but home and back home come in nearly any
 * order). Measured 2026-12-06 within 1 M positions, seeds 1-100 / 101-200 / 201-300: 96 / 95 / 94
 * decided, against 94 / 94 / 92 with rounds of 300 first (Streets and Alleys'), 183 of 1-200 with
 * the default rounds; noise 400 from the first position decides 190 of 1-200 but its lines run
 * long (1,674 moves for seed 40595, which hints then wander along).
 */
import { QUICK_RESTARTS } from '../../engine/solver/core-helpers.js';
import { describedSolverWith } from '../described-solver.js';

export const kingAlbertSolver = describedSolverWith(() => ({ restarts: { ...QUICK_RESTARTS, first: 150, noise: 400, opening: 50_000 } }));

export default kingAlbertSolver;
