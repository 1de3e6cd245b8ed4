/**
 * What a held card and a drag look like: the piles that take it, the card lifted, the card being
 * dragged. They come with the code of play (input.ts), after the first frame: nothing is held or
 * dragged before.
 */
import { css } from 'lit';

export const inputStyles = css`
  .pile.target {
    box-shadow:
      0 0 0 2px var(--_hl),
      0 0 14px 3px color-mix(in srgb, var(--_hl) 55%, transparent);
  }

  .pile.target:focus-visible {
    box-shadow:
      0 0 0 3px var(--_focus),
      0 0 0 6px var(--_hl),
      0 0 16px 6px color-mix(in srgb, var(--_hl) 55%, transparent);
  }

  .pile.target[data-over] {
    box-shadow:
      0 0 0 3px var(--_hl),
      0 0 24px 8px color-mix(in srgb, var(--_hl) 70%, transparent);
  }

  .card.lifted {
    box-shadow:
      0 0 0 2px var(--_hl),
      0 4px 10px rgba(0, 0, 0, 0.4);
  }

  .card[data-dragging] {
    z-index: calc(1000 + var(--z));
    scale: 1.04;
    box-shadow:
      0 0 0 2px var(--_hl),
      0 12px 26px rgba(0, 0, 0, 0.45);
    cursor: grabbing;
  }
`;
