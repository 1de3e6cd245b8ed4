/**
 * `waitUntil` for these tests: @open-wc/testing's, given a time fit for a loaded machine. Its own
 * default of 1 s is a budget in time, which a machine running two test runs at once overruns.
 * A test waits for a state or an event; only a state that never comes runs the time out.
 */
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

export const WAIT_MS = 15_000;

export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return openWcWaitUntil(predicate, message, { timeout: WAIT_MS, ...options });
}
