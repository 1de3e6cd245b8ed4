/** Answers the page's `SolverClient` from inside a worker: a `SolverService` on the worker's messages. */
import type { SolverRequest, SolverResponse } from './protocol.js';
import { SolverService } from './service.js';

interface WorkerScope {
  postMessage(message: SolverResponse): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<SolverRequest>) => void): void;
}

/** Slices of up to 40 ms: new messages (a hint, a cancel) are heard between them. */
const SLICE_MS = 40;

export function serve(scope: WorkerScope): void {
  const tick = new MessageChannel();
  const queue: Array<() => void> = [];
  tick.port1.onmessage = () => queue.shift()?.();
  const later = (fn: () => void): void => {
    queue.push(fn);
    tick.port2.postMessage(null);
  };
  const service = new SolverService((msg) => scope.postMessage(msg), later, SLICE_MS);
  scope.addEventListener('message', (e) => service.receive(e.data));
}
