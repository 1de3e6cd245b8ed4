/**
 * The code of play, loaded after the first frame (input-controller.ts): drag and taps
 * (drag-controller.ts), keyboard play (keyboard-controller.ts), what they do with the selection
 * (selection-gestures.ts) and the moves the board makes by itself (auto-play-controller.ts), made
 * for one board.
 */
import type { LitElement } from 'lit';
import { AutoPlayController } from './auto-play-controller.js';
import type { DragParts } from './drag-controller.js';
import { DragController } from './drag-controller.js';
import { KeyboardController, type KeyboardHost } from './keyboard-controller.js';
import type { SelectionController, SelectionParts } from './selection-controller.js';
import { SelectionGestures } from './selection-gestures.js';
export { inputStyles } from '../views/input-styles.js';

export type InputHost = LitElement & KeyboardHost & { readonly autoPlay: boolean };
export type InputParts = Omit<DragParts, 'selection'> & SelectionParts & { readonly selection: SelectionController };

export interface LoadedInput {
  readonly drag: DragController;
  readonly keys: KeyboardController;
  readonly gestures: SelectionGestures;
  readonly autoPlay: AutoPlayController;
}

/** The controllers, joined to the host's controllers (connected at once when the host is). */
export function loadInput(host: InputHost, parts: InputParts): LoadedInput {
  const gestures = new SelectionGestures(host, parts, parts.selection);
  return {
    drag: new DragController(host, { ...parts, selection: gestures }),
    keys: new KeyboardController(host, parts.layout, gestures),
    gestures,
    autoPlay: new AutoPlayController(host, parts),
  };
}
