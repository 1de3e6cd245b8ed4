/**
 * patience-games/react: `<PatienceGame>` for React, made with `@lit/react`.
 *
 * ```tsx
 * import { PatienceGame } from 'patience-games/react';
 * <PatienceGame variant={variant} seed={42} autoPlay onPatienceWin={(e) => save(e.detail.moves)} />
 * ```
 * Props are the element's properties (`variant`, `seed`, `draw`, `noToolbar`, `autoPlay`, …); a
 * `ref` gives the element itself, for its methods (`hint()`, `undo()`, `state`, …). Event props:
 * `onPatienceDeal`, `onPatienceMove`, `onPatienceUndo`, `onPatienceRedo`, `onPatienceWin`,
 * `onPatienceLost`, `onPatienceError`, typed with the events' details.
 *
 * Importing this module defines `<patience-game>` (as the package entry does) and declares the
 * bare tag for JSX, so `<patience-game variant={variant} onpatience-win={…}>` type-checks too
 * (React 19 passes `on<event name>` props of custom elements to `addEventListener`).
 *
 * `react` is a peer dependency: it is never bundled. On a server (no DOM) this module imports
 * without error and the component renders an empty `<patience-game>`: its properties are set,
 * and the game dealt, in the browser.
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import type { LitElement } from 'lit';
import type { OptionName } from './games/registry.js';
import { PatienceGame as PatienceGameElement } from './index.js';
import type {
  PatienceDealEvent,
  PatienceErrorEvent,
  PatienceLostEvent,
  PatienceMoveEvent,
  PatienceRedoEvent,
  PatienceStatsEvent,
  PatienceUndoEvent,
  PatienceWinEvent,
} from './events.js';

/** React's event props → the element's events. */
export const events = {
  onPatienceDeal: 'patience-deal' as EventName<PatienceDealEvent>,
  onPatienceMove: 'patience-move' as EventName<PatienceMoveEvent>,
  onPatienceUndo: 'patience-undo' as EventName<PatienceUndoEvent>,
  onPatienceRedo: 'patience-redo' as EventName<PatienceRedoEvent>,
  onPatienceWin: 'patience-win' as EventName<PatienceWinEvent>,
  onPatienceLost: 'patience-lost' as EventName<PatienceLostEvent>,
  onPatienceError: 'patience-error' as EventName<PatienceErrorEvent>,
  onPatienceStats: 'patience-stats' as EventName<PatienceStatsEvent>,
};

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Keys of T that may be assigned (not readonly, not methods). */
type SettableKeys<T> = {
  [K in keyof T]-?: T[K] extends (...args: never[]) => unknown
    ? never
    : Same<{ [Q in K]: T[K] }, { -readonly [Q in K]: T[K] }> extends true
      ? K
      : never;
}[keyof T];

/** The element's own settable properties: `variant`, `seed`, the options, the boolean switches, … */
export type PatienceGameProperties = Partial<Pick<PatienceGameElement, SettableKeys<Omit<PatienceGameElement, keyof LitElement>>>>;

type EventProps = { [K in keyof typeof events]?: (e: (typeof events)[K]['__eventType']) => void };

/** The props of `<PatienceGame>`. */
export type PatienceGameProps = Omit<React.HTMLAttributes<PatienceGameElement>, keyof EventProps | keyof PatienceGameProperties> &
  PatienceGameProperties &
  EventProps;

/** `<patience-game>` as a React component. */
export const PatienceGame: React.ForwardRefExoticComponent<PatienceGameProps & React.RefAttributes<PatienceGameElement>> = createComponent({
  react: React,
  tagName: 'patience-game',
  elementClass: PatienceGameElement,
  events,
  displayName: 'PatienceGame',
});

/** Attributes of the bare `<patience-game>` tag in JSX (see the element's `@attr` list). */
/** The games' options as attributes (`draw`, `suits`, `deals`, …: every option name of the registry). */
export type PatienceGameOptionAttributes = { [name in OptionName]?: number | string };

export interface PatienceGameAttributes extends PatienceGameOptionAttributes {
  variant?: string;
  seed?: number | string;
  lang?: string;
  persist?: string | boolean;
  'no-toolbar'?: boolean;
  'no-status'?: boolean;
  'no-analysis'?: boolean;
  'auto-play'?: boolean;
  winnable?: boolean;
  stats?: boolean;
  link?: boolean;
  'left-handed'?: boolean;
  'onpatience-deal'?: (e: PatienceDealEvent) => void;
  'onpatience-move'?: (e: PatienceMoveEvent) => void;
  'onpatience-undo'?: (e: PatienceUndoEvent) => void;
  'onpatience-redo'?: (e: PatienceRedoEvent) => void;
  'onpatience-win'?: (e: PatienceWinEvent) => void;
  'onpatience-lost'?: (e: PatienceLostEvent) => void;
  'onpatience-error'?: (e: PatienceErrorEvent) => void;
  'onpatience-stats'?: (e: PatienceStatsEvent) => void;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'patience-game': React.DetailedHTMLProps<React.HTMLAttributes<PatienceGameElement>, PatienceGameElement> & PatienceGameAttributes;
    }
  }
}

export { PatienceGameElement };
