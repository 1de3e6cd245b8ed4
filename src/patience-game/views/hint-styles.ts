/**
 * A hint on the board: the cards and the pile it names pulse. They come with the hints
 * (controllers/hints.ts), loaded with the solver's work.
 */
import { css } from 'lit';

export const hintStyles = css`
  .pile.hint-target {
    animation: pulse calc(0.9s * var(--patience-speed, 1)) ease-in-out infinite alternate;
  }

  .card.hinted {
    animation: pulse calc(0.9s * var(--patience-speed, 1)) ease-in-out infinite alternate;
  }

  @keyframes pulse {
    from {
      box-shadow:
        0 0 0 2px var(--_hl),
        0 0 6px 1px color-mix(in srgb, var(--_hl) 40%, transparent);
    }
    to {
      box-shadow:
        0 0 0 3px var(--_hl),
        0 0 20px 6px color-mix(in srgb, var(--_hl) 70%, transparent);
    }
  }
`;
