import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, waitFor } from 'storybook/test';
import '../src/index.js';
import { describeGame, REGISTRY, type GameDescription, type PatienceGame } from '../src/index.js';
import '../demo/description-editor.js';
import type { DescriptionChangeEvent, DescriptionEditor } from '../demo/description-editor.js';
import { defineVersion } from '../demo/define-version.js';

type PlaygroundArgs = { from: string; seed: number };

/** Each sound edit, defined under a fresh id, becomes the board's game. */
function deal(e: DescriptionChangeEvent): void {
  const board = (e.currentTarget as HTMLElement).parentElement!.querySelector('patience-game')!;
  board.variant = defineVersion(e.detail.description) as PatienceGame['variant'];
}

const parts = (canvas: HTMLElement) => ({
  editor: canvas.querySelector('description-editor') as DescriptionEditor,
  board: canvas.querySelector('patience-game') as PatienceGame,
});

/** Waits for the board to deal a game defined from the editor (`<id>-v<n>`) other than `before`. */
async function dealtFromEditor(board: PatienceGame, before?: string): Promise<string> {
  await waitFor(() => expect(board.state?.variant).toMatch(/-v\d+$/), { timeout: 10_000 });
  if (before) await waitFor(() => expect(board.state?.variant).not.toBe(before), { timeout: 10_000 });
  return board.state!.variant;
}

/**
 * The playground: a game's description (JSON in the rule vocabulary) in an editor beside the
 * board it makes. The checker's problems are listed as the text is typed, each with its JSON
 * Pointer (a click selects the text); each sound edit is dealt at once. The page version is
 * `playground.html` (`npm start`).
 */
const meta: Meta<PlaygroundArgs> = {
  title: 'Element/Playground',
  args: { from: 'klondike', seed: 42 },
  argTypes: {
    from: { name: 'Start from', control: 'select', options: REGISTRY.filter((e) => e.description).map((e) => e.name) },
    seed: { control: 'number' },
  },
  loaders: [async ({ args }) => ({ description: await describeGame((args as PlaygroundArgs).from) })],
  render: (args, { loaded }) => html`
    <div style="display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr)); gap: 16px; align-items: start">
      <description-editor
        style="--editor-height: 70vh"
        .value=${JSON.stringify((loaded as { description: GameDescription }).description, null, 2)}
        @description-change=${deal}
      ></description-editor>
      <patience-game seed=${args.seed}></patience-game>
    </div>
  `,
};
export default meta;
type Story = StoryObj<PlaygroundArgs>;

/** Klondike's description beside the board it deals. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { board } = parts(canvasElement);
    await dealtFromEditor(board);
    expect(board.state!.piles.filter((p) => p.kind === 'tableau')).toHaveLength(7);
  },
};

/** A problem typed into the description is listed with its pointer; mended, the board deals the new game. */
export const ProblemThenMended: Story = {
  play: async ({ canvasElement }) => {
    const { editor, board } = parts(canvasElement);
    const first = await dealtFromEditor(board);

    editor.value = editor.value.replace('"count": 7', '"count": "seven"');
    await editor.updateComplete;
    expect(editor.problems.map((p) => p.path)).toContain('/piles/3/count');
    expect(editor.shadowRoot!.querySelector('.problems .pointer')!.textContent).toBe('/piles/3/count');
    expect(board.state!.variant, 'the board keeps the last sound game').toBe(first);

    // Six tableau piles of 1…6 cards: a sound game of its own.
    editor.value = editor.value.replace('"count": "seven"', '"count": 6').replace('"cards": [\n        1,', '"cards": [');
    await editor.updateComplete;
    expect(editor.problems).toEqual([]);
    await dealtFromEditor(board, first);
    expect(board.state!.piles.filter((p) => p.kind === 'tableau')).toHaveLength(6);
  },
};

/** Spider's description, to start from. */
export const FromSpider: Story = {
  args: { from: 'spider' },
  play: async ({ canvasElement }) => {
    const { board } = parts(canvasElement);
    await dealtFromEditor(board);
    expect(board.state!.piles.filter((p) => p.kind === 'tableau')).toHaveLength(10);
  },
};
