// The playground (playground.html): a description in the editor beside the board it makes.
// "Start from" fills the editor with a built-in game's description; each sound edit is defined
// under a fresh id and dealt (define-version.ts); the seed field and New deal deal again.
// The text is kept in localStorage, so a reload goes on from it; Start again drops the edits.
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

const KEPT = 'patience-playground';

function start(variant: string): void {
  const g = games.find((x) => x.variant === variant) ?? games[0]!;
  startFrom.value = g.variant;
  editor.value = JSON.stringify(g.description, null, 2);
  keep();
}

function keep(): void {
  try {
    localStorage.setItem(KEPT, JSON.stringify({ from: startFrom.value, text: editor.value }));
  } catch {
    // Storage refused (private mode, full): the page works without it.
  }
}

/** The text kept by an earlier visit, or null. */
function kept(): { from: string; text: string } | null {
  try {
    const k = JSON.parse(localStorage.getItem(KEPT) ?? 'null') as unknown;
    return k && typeof k === 'object' && 'from' in k && 'text' in k && typeof k.from === 'string' && typeof k.text === 'string'
      ? { from: k.from, text: k.text }
      : null;
  } catch {
    return null;
  }
}

editor.addEventListener('description-change', (e) => {
  const d = e.detail.description;
  board.seed = seed();
  board.variant = defineVersion(d) as PatienceGame['variant'];
  render(html`Playing <strong>${d.words.en.name}</strong>, id <code>${d.id}</code>`, playing);
});

startFrom.addEventListener('change', () => start(startFrom.value));
$<HTMLButtonElement>('#start-again').addEventListener('click', () => start(startFrom.value));
// Typed text (the textarea's input event crosses the editor's shadow root).
editor.addEventListener('input', keep);

$<HTMLFormElement>('#deal-form').addEventListener('submit', (e) => {
  e.preventDefault();
  board.newGame(seed());
});

const asked = new URLSearchParams(location.search).get('from');
const before = asked ? null : kept();
if (before && games.some((g) => g.variant === before.from)) {
  startFrom.value = before.from;
  editor.value = before.text;
} else start(asked ?? 'klondike');
