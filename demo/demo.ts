// Demo page for `npm start`: one <patience-game> per variant, shown one at a time.
// The select, the tabs and the URL hash (#klondike) all pick the visible game.
import '../src/index.js';

const VARIANTS = [
  ['bayan', 'Bayan'],
  ['two-by-two', 'Two by Two'],
  ['joker', 'Joker'],
  ['envelopes', 'Envelopes'],
  ['seasons', 'Seasons'],
  ['klondike', 'Klondike'],
  ['congress', 'Congress'],
] as const;

type Variant = (typeof VARIANTS)[number][0];

const select = document.querySelector<HTMLSelectElement>('#variant-select')!;
const tabs = document.querySelector<HTMLElement>('#tabs')!;
const games = document.querySelector<HTMLElement>('#games')!;

for (const [variant, label] of VARIANTS) {
  select.append(new Option(label, variant));

  const tab = document.createElement('button');
  tab.type = 'button';
  tab.role = 'tab';
  tab.id = `tab-${variant}`;
  tab.textContent = label;
  tab.dataset.variant = variant;
  tab.setAttribute('aria-controls', `panel-${variant}`);
  tab.addEventListener('click', () => show(variant));
  tabs.append(tab);

  const section = document.createElement('section');
  section.id = `panel-${variant}`;
  section.role = 'tabpanel';
  section.setAttribute('aria-labelledby', `tab-${variant}`);
  const heading = document.createElement('h2');
  heading.textContent = label;
  const game = document.createElement('patience-game');
  game.setAttribute('variant', variant);
  section.append(heading, game);
  games.append(section);
}

function isVariant(v: string): v is Variant {
  return VARIANTS.some(([id]) => id === v);
}

function show(variant: Variant, updateHash = true): void {
  select.value = variant;
  for (const tab of tabs.querySelectorAll<HTMLButtonElement>('button')) {
    const on = tab.dataset.variant === variant;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const section of games.querySelectorAll('section')) {
    section.hidden = section.id !== `panel-${variant}`;
  }
  if (updateHash && location.hash !== `#${variant}`) history.replaceState(null, '', `#${variant}`);
}

select.addEventListener('change', () => {
  if (isVariant(select.value)) show(select.value);
});

// Arrow keys move between tabs (WAI-ARIA tabs pattern).
tabs.addEventListener('keydown', (e) => {
  const ids = VARIANTS.map(([id]) => id);
  const i = ids.indexOf(select.value as Variant);
  const next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : -2;
  if (next === -2) return;
  const variant = ids[(next + ids.length) % ids.length]!;
  show(variant);
  tabs.querySelector<HTMLButtonElement>(`#tab-${variant}`)?.focus();
  e.preventDefault();
});

window.addEventListener('hashchange', () => {
  const v = location.hash.slice(1);
  if (isVariant(v)) show(v, false);
});

const initial = location.hash.slice(1);
show(isVariant(initial) ? initial : 'klondike', false);
