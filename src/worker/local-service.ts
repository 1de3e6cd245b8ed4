/**
 * The solver on the page itself, for when no worker can start: its code is downloaded then, and
 * only then (the iframe page's build puts its own loader here: embed/local-service.ts).
 */
import type { SolverService } from './service.js';

export type LocalService = typeof SolverService;

export const loadLocalService = (): Promise<LocalService> => import('./service.js').then((m) => m.SolverService);
