/** Messages between `SolverClient` and the solver worker (all structured-clone safe). */
import type { Options, Table } from '../engine/types.js';
import type { Budget, SolveResult } from '../engine/solver/types.js';

export interface SolveRequest {
  type: 'solve';
  id: number;
  variant: string;
  options: Options;
  table: Table;
  budget: Budget;
}

export interface CancelRequest {
  type: 'cancel';
  id: number;
}

export type WorkerRequest = SolveRequest | CancelRequest;

export type WorkerResponse = { id: number; result: SolveResult } | { id: number; error: string };
