import { html, render } from 'lit';
import { cardArtStyles, cardBack, cardFace, emptyPileMark, suitPath, type Suit } from '../src/render/card-svg.js';

// The artwork's colours come from classes (no style attributes, for strict CSPs).
document.adoptedStyleSheets = [...document.adoptedStyleSheets, cardArtStyles.styleSheet!];

const params = new URLSearchParams(location.search);
const w = Number(params.get('w') ?? 110);
if (params.has('dark')) document.body.classList.add('dark');
document.body.style.setProperty('--w', `${w}px`);

const suits: Suit[] = ['S', 'H', 'C', 'D'];
const ranks = [...'A23456789TJQK'];
const card = (t: unknown) => html`<div class="card">${t}</div>`;

render(
  html`${suits.map((s) => html`<div class="grid">${ranks.map((r) => card(cardFace(r + s)))}</div>`)}
    <div class="grid">
      ${card(cardFace('RJ'))}${card(cardFace('BJ'))}${card(cardBack())}
      ${card(emptyPileMark('foundation'))}${card(emptyPileMark('stock-recycle'))}${card(emptyPileMark('stock-empty'))}
      ${card(emptyPileMark('king'))}${card(emptyPileMark('none'))}
      ${suits.map((s) => card(html`<svg viewBox="0 0 100 100" width="100%" height="100%" style="color:#fff;opacity:.5"><path d=${suitPath(s)} fill="currentColor" /></svg>`))}
    </div>`,
  document.getElementById('root')!,
);
