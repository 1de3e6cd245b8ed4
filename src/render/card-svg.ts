/**
 * Card artwork drawn in code: faces, back and empty-pile marks as inline SVG.
 * DOM-free (Lit templates only), no images, no web fonts, no network.
 * All SVGs are decorative (aria-hidden); the game element names each card itself.
 *
 * No `style` attribute anywhere: a page whose Content-Security-Policy has no
 * `'unsafe-inline'` for styles would block them. Colours that come from custom
 * properties are set by `cardArtStyles` (classes `pg-*`), which must apply where the
 * artwork is shown (the element adopts it; a page showing cards itself adopts it too).
 */
import { css, html, svg, nothing, type TemplateResult } from 'lit';
import { PIP_LAYOUT, PIP_SIZE } from './card-svg-pips.js';
import { DEFAULTS, LOOK } from './defaults.js';

/** Card code as in the public API: rank 'A23456789TJQK' then suit 'CDHS' ('QH', 'TS'); jokers 'RJ' (red) and 'BJ' (black). */
export type CardCode = string;
export type Suit = 'C' | 'D' | 'H' | 'S';
export type EmptyPileKind = 'foundation' | 'stock-recycle' | 'stock-empty' | 'king' | 'none';

/** Cards are drawn in a `0 0 CARD_W CARD_H` box (5:7). */
export const CARD_W = 250;
export const CARD_H = 350;

/** The artwork's colours: classes on its SVG elements, so no `style` attribute is needed (CSP). */
export const cardArtStyles = css`
  .pg-art {
    display: block;
  }
  .pg-red {
    color: ${LOOK.red};
  }
  .pg-black {
    color: ${LOOK.black};
  }
  /* Each suit its own colour when the page sets it (a four-colour deck), else red or black. */
  .pg-suit-c {
    color: var(--patience-suit-clubs, ${LOOK.black});
  }
  .pg-suit-d {
    color: var(--patience-suit-diamonds, ${LOOK.red});
  }
  .pg-suit-h {
    color: var(--patience-suit-hearts, ${LOOK.red});
  }
  .pg-suit-s {
    color: var(--patience-suit-spades, ${LOOK.black});
  }
  .pg-back {
    color: ${LOOK.cardBackAccent};
  }
  .pg-mark {
    color: var(--patience-empty-mark, currentColor);
  }
  .pg-face-rect {
    fill: ${LOOK.cardFace};
    stroke: ${LOOK.cardEdge};
  }
  .pg-face-fill {
    fill: ${LOOK.cardFace};
  }
  .pg-face-stroke {
    stroke: ${LOOK.cardFace};
  }
  .pg-back-rect {
    fill: ${LOOK.cardBack};
    stroke: ${LOOK.cardEdge};
  }
  .pg-back-fill {
    fill: ${LOOK.cardBack};
  }
`;

type Tone = 'pg-red' | 'pg-black' | 'pg-back';
const RED: Tone = 'pg-red';
const BLACK: Tone = 'pg-black';

const f = (n: number) => Math.round(n * 10) / 10;

/** Path data for a circle (absolute cubic curves only, so it can be re-placed). */
const circle = (cx: number, cy: number, r: number, k = r * 0.5523) =>
  `M${f(cx - r)} ${f(cy)}C${f(cx - r)} ${f(cy - k)} ${f(cx - k)} ${f(cy - r)} ${f(cx)} ${f(cy - r)}` +
  `C${f(cx + k)} ${f(cy - r)} ${f(cx + r)} ${f(cy - k)} ${f(cx + r)} ${f(cy)}` +
  `C${f(cx + r)} ${f(cy + k)} ${f(cx + k)} ${f(cy + r)} ${f(cx)} ${f(cy + r)}` +
  `C${f(cx - k)} ${f(cy + r)} ${f(cx - r)} ${f(cy + k)} ${f(cx - r)} ${f(cy)}Z`;

/** Suit shapes in a 0 0 100 100 box. Absolute M/L/C commands only (see `place`). */
const SUITS: Record<Suit, string> = {
  H: 'M50 92C34 78 4 60 4 34C4 18 16 8 29 8C39 8 46 14 50 24C54 14 61 8 71 8C84 8 96 18 96 34C96 60 66 78 50 92Z',
  D: 'M50 3C60 20 72 36 86 50C72 64 60 80 50 97C40 80 28 64 14 50C28 36 40 20 50 3Z',
  S: 'M50 4C60 22 94 38 94 62C94 76 83 84 72 84C63 84 56 79 53 72C54 82 58 90 68 96L32 96C42 90 46 82 47 72C44 79 37 84 28 84C17 84 6 76 6 62C6 38 40 22 50 4Z',
  C:
    circle(50, 27, 21) +
    circle(27, 60, 21) +
    circle(73, 60, 21) +
    'M50 38L70 64L30 64ZM46 60L54 60C54 78 60 88 70 96L30 96C40 88 46 78 46 60Z',
};

/** Path data of a suit symbol in a 0 0 100 100 box. */
export function suitPath(suit: Suit): string {
  return SUITS[suit];
}

/** Suit path re-placed: centred on (cx, cy), `size` units wide, optionally rotated 180°. */
function place(suit: Suit, cx: number, cy: number, size: number, flip = false): string {
  const s = (flip ? -size : size) / 100;
  return SUITS[suit].replace(/(-?[\d.]+) (-?[\d.]+)/g, (_, x: string, y: string) => `${f(cx + (+x - 50) * s)} ${f(cy + (+y - 50) * s)}`);
}

const isRed = (suit: string) => suit === 'H' || suit === 'D';

/** Outer <svg>: decorative, keeps its aspect ratio, suit colour (a `pg-*` class) as currentColor. */
const frame = (tone: Tone, body: unknown, suit?: Suit) =>
  html`<svg
    viewBox="0 0 250 350"
    width="100%"
    height="100%"
    aria-hidden="true"
    focusable="false"
    class="pg-art ${tone}${suit ? ` pg-suit-${suit.toLowerCase()}` : ''}"
  >
    ${body}
  </svg>`;

const faceRect = svg`<rect x="1.5" y="1.5" width="247" height="347" rx="14" class="pg-face-rect" fill=${DEFAULTS.cardFace} stroke=${DEFAULTS.cardEdge} stroke-width="1.2" vector-effect="non-scaling-stroke"/>`;

/** Corner indices: bold rank top-left and rotated bottom-right (suit symbols go in the pip path). */
const index = (rank: string) => {
  const ten = rank === '10';
  const t = svg`<text x="34" y="76" textLength=${ten ? 60 : nothing} lengthAdjust=${ten ? 'spacingAndGlyphs' : nothing}>${rank}</text>`;
  return svg`<g fill="currentColor" font-family=${DEFAULTS.font} font-weight="700" font-size="${ten ? 70 : 78}" text-anchor="middle">${t}<g transform="rotate(180 125 175)">${t}</g></g>`;
};

const cornerSuits = (suit: Suit) => place(suit, 34, 107, 42) + place(suit, 216, 243, 42, true);

function numberCard(rank: string, n: number, suit: Suit) {
  let d = cornerSuits(suit);
  if (n === 1) {
    d += place(suit, 125, 175, suit === 'S' ? 150 : 100);
  } else {
    for (const [x, y] of PIP_LAYOUT[n]) d += place(suit, x, y, PIP_SIZE, y > 175);
  }
  const ornate =
    n === 1 && suit === 'S'
      ? svg`<path d=${place('S', 125, 168, 96)} fill="none" class="pg-face-stroke" stroke=${DEFAULTS.cardFace} stroke-width="3"/><circle cx="125" cy="175" r="96" fill="none" stroke="currentColor" stroke-width="1.5" stroke-dasharray="2 6" stroke-linecap="round"/>`
      : nothing;
  return svg`${faceRect}${index(rank)}<path d=${d} fill="currentColor"/>${ornate}`;
}

/* ---------- court cards ---------- */

const MOTIF: Record<string, { fill: string; face: string; line?: string }> = {
  // Crown: five-point body, jewelled band.
  K: {
    fill:
      'M94 88L88 48L109 68L125 40L141 68L162 48L156 88Z M92 88L158 88L158 100L92 100Z' +
      circle(88, 47, 5.5) +
      circle(125, 38, 6) +
      circle(162, 47, 5.5),
    face: circle(108, 94, 3) + circle(125, 94, 3) + circle(142, 94, 3) + circle(125, 72, 5),
  },
  // Flower on a stem with two leaves.
  Q: {
    fill:
      [0, 1, 2, 3, 4]
        .map((i) => circle(125 + 13 * Math.cos((i * 72 - 90) * (Math.PI / 180)), 56 + 13 * Math.sin((i * 72 - 90) * (Math.PI / 180)), 10))
        .join('') + 'M125 90C114 80 102 82 96 88C106 96 118 96 125 90ZM125 82C136 72 148 74 154 80C144 88 132 88 125 82Z',
    face: circle(125, 56, 6.5),
    line: 'M125 68C122 80 128 92 125 104',
  },
  // Cap with a feather.
  J: {
    fill: 'M84 96C100 84 150 78 168 86C154 98 104 104 84 96Z M98 92C88 70 110 56 130 60C150 63 158 76 152 87Z M136 72C144 50 158 38 178 30C176 50 162 66 136 72Z',
    face: circle(102, 92, 3),
    line: 'M140 70C150 56 162 44 176 33',
  },
};

function courtCard(rank: string, suit: Suit) {
  const m = MOTIF[rank];
  const half = svg`<g transform="translate(0 -5)"><path d=${m.fill} fill="currentColor"/><path d=${m.face} class="pg-face-fill" fill=${DEFAULTS.cardFace}/>${
    m.line
      ? rank === 'J'
        ? svg`<path d=${m.line} fill="none" class="pg-face-stroke" stroke=${DEFAULTS.cardFace} stroke-width="3" stroke-linecap="round"/>`
        : svg`<path d=${m.line} fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>`
      : nothing
  }</g><text x="125" y="155" text-anchor="middle" font-family=${DEFAULTS.courtFont} font-weight="700" font-size="78" fill="currentColor">${rank}</text>`;
  const pips = cornerSuits(suit) + place(suit, 125, 175, 22);
  return svg`${faceRect}<rect x="68" y="20" width="114" height="310" rx="8" fill="currentColor" fill-opacity="0.06" stroke="currentColor" stroke-width="2.5"/><rect x="74" y="26" width="102" height="298" rx="5" fill="none" stroke="currentColor" stroke-opacity="0.45" stroke-width="1"/><path d="M76 175H109M141 175H174" stroke="currentColor" stroke-width="1.5"/>${half}<g transform="rotate(180 125 175)">${half}</g>${index(rank)}<path d=${pips} fill="currentColor"/>`;
}

/* ---------- jokers ---------- */

const star = (cx: number, cy: number, r: number) =>
  Array.from({ length: 10 }, (_, i) => {
    const a = ((i * 36 - 90) * Math.PI) / 180;
    const q = i % 2 ? r * 0.42 : r;
    return `${i ? 'L' : 'M'}${f(cx + q * Math.cos(a))} ${f(cy + q * Math.sin(a))}`;
  }).join('') + 'Z';

const HAT_SIDES =
  'M84 200C74 168 62 140 56 112C82 120 100 138 110 164L110 200ZM140 200L140 164C150 138 168 120 194 112C188 140 176 168 166 200Z' +
  circle(56, 112, 9) +
  circle(194, 112, 9) +
  circle(125, 82, 9) +
  'M78 196L172 196C174 204 174 212 172 220L78 220C76 212 76 204 78 196Z';
const HAT_MIDDLE = 'M104 198C106 150 116 112 125 88C134 112 144 150 146 198Z';
const JOKER_STAR = star(125, 270, 36);

const jokerIndex = svg`<g fill="currentColor" font-family=${DEFAULTS.font} font-weight="700" font-size="34" text-anchor="middle">${[
  ...'JOKER',
].map(
  (c, i) => svg`<text x="28" y=${50 + i * 33}>${c}</text><text x="28" y=${50 + i * 33} transform="rotate(180 125 175)">${c}</text>`,
)}</g>`;

const joker = svg`${faceRect}${jokerIndex}<g transform="matrix(.84 0 0 .84 20 24)"><path d=${HAT_SIDES + JOKER_STAR} fill="currentColor"/><path d=${HAT_MIDDLE} class="pg-face-fill" fill=${DEFAULTS.cardFace} stroke="currentColor" stroke-width="4" stroke-linejoin="round"/><path d="M92 208L158 208" class="pg-face-stroke" stroke=${DEFAULTS.cardFace} stroke-width="3" stroke-dasharray="3 7" stroke-linecap="round"/></g>`;

/* ---------- large corner indices (narrow boards) ---------- */

/**
 * Below this card width (CSS px) the classic face's rank would be under 10 px tall, so faces
 * switch to large corner indices: the rank and suit fill the card's top strip, which is what a
 * fanned pile shows, and one big suit marks the rest.
 */
export const LARGE_INDEX_BELOW = 48;
/** The large rank's font size (card units): its capitals ≈ 0.72 of it: 96 units, 10 px on a 26 px card; they end above 0.3 of the card, the strip a fanned pile shows. */
export const LARGE_RANK_SIZE = 134;

function largeIndexFace(rank: string, suit: Suit) {
  const ten = rank === '10';
  return svg`${faceRect}<text x="14" y="104" font-family=${DEFAULTS.font} font-weight="700" font-size=${LARGE_RANK_SIZE} fill="currentColor" textLength=${ten ? 150 : nothing} lengthAdjust=${ten ? 'spacingAndGlyphs' : nothing}>${rank}</text><path d=${place(suit, ten ? 207 : 192, 58, ten ? 62 : 80) + place(suit, 125, 238, 150)} fill="currentColor"/>`;
}

/* ---------- public API ---------- */

const cache = new Map<string, TemplateResult>();

/**
 * An <svg> element (viewBox 0 0 CARD_W CARD_H, 100% × 100%, aspect kept) showing the face of
 * `code`; `large`: the large-index face for narrow boards (`LARGE_INDEX_BELOW`).
 */
export function cardFace(code: CardCode, large = false): TemplateResult {
  const key = large ? `${code}+` : code;
  let t = cache.get(key);
  if (t) return t;
  if (code === 'RJ' || code === 'BJ') {
    t = frame(code === 'RJ' ? RED : BLACK, joker);
  } else {
    const r = code[0];
    const suit = code[1] as Suit;
    const n = 'A23456789T'.indexOf(r) + 1;
    if (code.length !== 2 || !(suit in SUITS) || (n === 0 && !(r in MOTIF))) throw new Error(`Unknown card code: ${code}`);
    const rank = r === 'T' ? '10' : r;
    const body = large ? largeIndexFace(rank, suit) : n ? numberCard(rank, n, suit) : courtCard(rank, suit);
    t = frame(isRed(suit) ? RED : BLACK, body, suit);
  }
  cache.set(key, t);
  return t;
}

/** Diagonal lattice clipped to the inner panel of the back (computed once). */
const LATTICE = (() => {
  const [x0, y0, x1, y1, step] = [20, 20, 230, 330, 17.5];
  let d = '';
  for (let c = x0 - y1 + step; c < x1 - y0; c += step) {
    // Segment of y = x - c inside the panel, plus its mirror image about the vertical centre line.
    const ax = Math.max(x0, y0 + c),
      bx = Math.min(x1, y1 + c);
    if (bx <= ax) continue;
    d += `M${f(ax)} ${f(ax - c)}L${f(bx)} ${f(bx - c)}M${f(x0 + x1 - ax)} ${f(ax - c)}L${f(x0 + x1 - bx)} ${f(bx - c)}`;
  }
  return d;
})();

const BACK = frame(
  'pg-back',
  svg`<rect x="1.5" y="1.5" width="247" height="347" rx="14" class="pg-back-rect" fill=${DEFAULTS.cardBack} stroke=${DEFAULTS.cardEdge} stroke-width="1.2" vector-effect="non-scaling-stroke"/><path d=${LATTICE} fill="none" stroke="currentColor" stroke-opacity="0.55" stroke-width="2"/><rect x="14" y="14" width="222" height="322" rx="8" fill="none" stroke="currentColor" stroke-width="4"/><path d="M125 120L175 175L125 230L75 175Z" class="pg-back-fill" fill=${DEFAULTS.cardBack} stroke="currentColor" stroke-width="4"/><path d=${star(125, 175, 26)} fill="currentColor"/>`,
);

/** The back of a card: lattice pattern in --patience-card-back / --patience-card-back-accent. */
export function cardBack(): TemplateResult {
  return BACK;
}

const markCache = new Map<string, TemplateResult>();

/** Placeholder for an empty pile: a faint rounded outline with a symbol (uses currentColor / --patience-empty-mark). */
export function emptyPileMark(kind: EmptyPileKind, label?: string): TemplateResult {
  const key = `${kind}|${label ?? ''}`;
  let t = markCache.get(key);
  if (t) return t;
  const text = (s: string) =>
    svg`<text x="125" y="205" text-anchor="middle" font-family=${DEFAULTS.font} font-weight="700" font-size="${s.length > 2 ? 40 : 96}" fill="currentColor">${s}</text>`;
  const symbol =
    kind === 'foundation'
      ? text(label ?? 'A')
      : kind === 'king'
        ? text(label ?? 'K')
        : kind === 'stock-recycle'
          ? svg`<path d="M161.8 144.1A48 48 0 1 1 101 133.4" fill="none" stroke="currentColor" stroke-width="12" stroke-linecap="round"/><path d="M116.6 124.4L108 145.5L94 121.3Z" fill="currentColor" stroke="currentColor" stroke-width="6" stroke-linejoin="round"/>`
          : kind === 'stock-empty'
            ? svg`<path d="M100 150L150 200M150 150L100 200" stroke="currentColor" stroke-width="12" stroke-linecap="round"/>`
            : label
              ? text(label)
              : nothing;
  t = html`<svg viewBox="0 0 250 350" width="100%" height="100%" aria-hidden="true" focusable="false" class="pg-art pg-mark">
    <rect
      x="5"
      y="5"
      width="240"
      height="340"
      rx="14"
      fill="currentColor"
      fill-opacity="0.06"
      stroke="currentColor"
      stroke-opacity="0.45"
      stroke-width="5"
    />
    <g opacity="0.5">${symbol}</g>
  </svg>`;
  markCache.set(key, t);
  return t;
}
