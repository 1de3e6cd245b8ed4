// The playground (playground.html): a description in the editor beside the board it makes.
// "Start from" fills the editor with a built-in game's description; each sound edit is defined
// under a fresh id and dealt (define-version.ts); the seed field and New deal deal again.
import { html, render } from 'lit';
import '../src/index.js';
import type { PatienceGame } from '../src/index.js';
import './description-editor.js';
import { builtInDescriptions, defineVersion } from './define-version.js';

const $ = <T extends Element>(sel: string) => document.querySelector<T>(sel)!;
const startFrom = $<HTMLSelectElement>('#start-from');
const editor = document.querySelector('description-editor')!;
const board = $<PatienceGame>('#board');
const seedInput = $<HTMLInputElement>('#seed');
const playing = $<HTMLElement>('#playing');

const games = await builtInDescriptions();
for (const g of games) startFrom.append(new Option(g.name, g.variant));

const seed = (): number | undefined => (seedInput.value === '' ? undefined : Number(seedInput.value));

function start(variant: string): void {
  const g = games.find((x) => x.variant === variant) ?? games[0]!;
  startFrom.value = g.variant;
  editor.value = JSON.stringify(g.description, null, 2);
}

editor.addEventListener('description-change', (e) => {
  const d = e.detail.description;
  board.seed = seed();
  board.variant = defineVersion(d) as PatienceGame['variant'];
  render(html`Playing <strong>${d.words.en.name}</strong>, id <code>${d.id}</code>`, playing);
});

startFrom.addEventListener('change', () => start(startFrom.value));

$<HTMLFormElement>('#deal-form').addEventListener('submit', (e) => {
  e.preventDefault();
  board.newGame(seed());
});

start(new URLSearchParams(location.search).get('from') ?? 'klondike');
