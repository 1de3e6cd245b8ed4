/**
 * The gestures' code, loaded after the first frame (input-controller.ts): drag and taps
 * (drag-controller.ts) and keyboard play (keyboard-controller.ts), made for one board.
 */
import type { LitElement } from 'lit';
import { DragController, type DragParts } from './drag-controller.js';
import { KeyboardController, type KeyboardHost } from './keyboard-controller.js';

export type InputHost = LitElement & KeyboardHost;
export type InputParts = DragParts;

export interface LoadedInput {
  readonly drag: DragController;
  readonly keys: KeyboardController;
}

/** Both controllers, joined to the host's controllers (connected at once when the host is). */
export function loadInput(host: InputHost, parts: InputParts): LoadedInput {
  return { drag: new DragController(host, parts), keys: new KeyboardController(host, parts.layout, parts.selection) };
}
