/**
 * The solver's worker: a `SolverService` answering the page's `SolverClient`. It searches in
 * slices of up to 40 ms, so new messages (a hint, a cancel) are heard between them.
 */
import { SolverService } from './service.js';
import type { SolverRequest, SolverResponse } from './protocol.js';

interface WorkerScope {
  postMessage(message: SolverResponse): void;
  onmessage: ((e: MessageEvent<SolverRequest>) => void) | null;
}
const scope = self as unknown as WorkerScope;
const tick = new MessageChannel();
const queue: Array<() => void> = [];
tick.port1.onmessage = () => queue.shift()?.();

const service = new SolverService(
  (msg) => scope.postMessage(msg),
  (fn) => {
    queue.push(fn);
    tick.port2.postMessage(null);
  },
  40,
);
scope.onmessage = (e) => service.receive(e.data);
