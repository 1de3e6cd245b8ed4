/**
 * Type tests (checked by `npm run typecheck`, never run): patience-games/react's props and event
 * props, and the bare `<patience-game>` tag in JSX.
 */
import { PatienceGame, type PatienceGameProperties } from '../../src/react.js';
import type { PatienceMoveEvent, PatienceWinEvent } from '../../src/index.js';

type Keys = keyof PatienceGameProperties;
/** Every attribute's property is a prop (more may come). */
export const settable = [
  'variant',
  'seed',
  'draw',
  'redeals',
  'build',
  'reach',
  'deck',
  'noToolbar',
  'noStatus',
  'noAnalysis',
  'autoPlay',
  'winnable',
  'persist',
] as const satisfies readonly Keys[];
/** Read-only members, methods and Lit's internals are not. */
type NotProps = Extract<
  Keys,
  'state' | 'won' | 'moveCount' | 'play' | 'hint' | 'gameController' | 'messages' | 'hasUpdated' | 'renderRoot'
>;
export const none: [NotProps] extends [never] ? true : false = true;

export const component = (
  <PatienceGame
    variant="klondike"
    seed={42}
    redeals="unlimited"
    noToolbar
    className="game"
    style={{ maxWidth: 800 }}
    onPatienceWin={(e) => e.detail.moves + e.detail.durationMs}
    onPatienceMove={(e: PatienceMoveEvent) => e.detail.description}
    onPatienceError={(e) => e.detail.code}
    ref={(el) => {
      void el?.hint();
    }}
  />
);

// @ts-expect-error a win's detail has no description
export const wrongDetail = <PatienceGame onPatienceWin={(e) => e.detail.description} />;
// @ts-expect-error `state` is read-only: not a prop
export const readOnly = <PatienceGame state={null} />;
// @ts-expect-error methods are not props
export const method = <PatienceGame undo={() => true} />;

export const bare = (
  <patience-game
    variant="bayan"
    seed="7"
    reach={3}
    no-toolbar
    auto-play
    lang="ru"
    onpatience-win={(e: PatienceWinEvent) => e.detail.seed}
  />
);
// @ts-expect-error `variant` is a string
export const badBare = <patience-game variant={3} />;
