/**
 * The solver as a module Worker: receives `{ type: 'solve', id, variant, options, table, budget }`,
 * searches in slices (so a `{ type: 'cancel', id }` is heard between them) and posts back
 * `{ id, result }` (a `SolveResult`) or `{ id, error }`.
 */
import { createSearch, rulesOf } from '../engine/solver/index.js';
import type { Search } from '../engine/solver/types.js';
import type { WorkerRequest, WorkerResponse } from './protocol.js';

/** How long the search runs before it looks at its messages again. */
const SLICE_MS = 40;

interface WorkerScope {
  postMessage(message: WorkerResponse): void;
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
}
const scope = self as unknown as WorkerScope;

let current: { id: number; search: Search } | null = null;
const tick = new MessageChannel();

tick.port1.onmessage = () => {
  const job = current;
  if (!job) return;
  let result;
  try {
    result = job.search.step(SLICE_MS);
  } catch (err) {
    current = null;
    scope.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) });
    return;
  }
  if (current !== job) return;
  if (result) {
    current = null;
    scope.postMessage({ id: job.id, result });
  } else {
    tick.port2.postMessage(null);
  }
};

scope.onmessage = (e) => {
  const msg = e.data;
  if (msg.type === 'cancel') {
    if (current?.id === msg.id) current = null;
    return;
  }
  try {
    const rules = rulesOf(msg.variant, msg.options);
    current = { id: msg.id, search: createSearch(rules, msg.table, msg.budget) };
    tick.port2.postMessage(null);
  } catch (err) {
    scope.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) });
  }
};
