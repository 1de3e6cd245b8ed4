/**
 * The "Patience game" block in the editor: the sidebar chooses the game, the deal, the game's
 * options and the element's switches; the canvas shows the live board (`<patience-game>`, whose
 * script the plugin loads in the editor too). Saved as attributes only: the server renders the
 * tag (a dynamic block), so nothing stored goes stale when the plugin updates.
 * Built by `npm run build:wordpress` into block/editor.js, with the list of what is allowed
 * (allowed.json, from the registry and the element's manifest) compiled in.
 */
import { OPTIONS, SWITCHES, THEMES } from './labels.js';
import type { Allowed, BlockAttributes, ElementNode } from './types.js';

declare const PATIENCE_GAMES_ALLOWED: Allowed;
const allowed = PATIENCE_GAMES_ALLOWED;
/** The site's language (its BCP 47 tag, from the plugin's PHP): the board's language when the block names none. */
declare const patienceGamesSiteLanguage: string | undefined;
const siteLanguage = typeof patienceGamesSiteLanguage === 'string' ? patienceGamesSiteLanguage : '';

const { registerBlockType } = wp.blocks;
const { createElement: h, Fragment } = wp.element;
const { InspectorControls, useBlockProps } = wp.blockEditor;
const { PanelBody, SelectControl, TextControl, ToggleControl } = wp.components;
const { __ } = wp.i18n;

const choices = (values: Record<string, string>) => Object.entries(values).map(([value, label]) => ({ value, label }));

/** The deal: random (''), the day's ('daily'), or a number. */
type SeedMode = 'random' | 'daily' | 'number';
const seedMode = (seed: string): SeedMode => (seed === '' ? 'random' : seed === 'daily' ? 'daily' : 'number');

/** The element's attributes for the canvas, as the server would print them (options of the game only). */
function elementProps(a: BlockAttributes): Record<string, string> {
  const game = allowed.games[a.variant];
  const props: Record<string, string> = { variant: a.variant, class: `patience-games-theme-${a.theme || 'light'}` };
  if (a.seed) props.seed = a.seed;
  if (a.lang || siteLanguage) props.lang = a.lang || siteLanguage;
  for (const [name, value] of Object.entries(a.options)) if (game?.options[name] && value !== '') props[name] = value;
  // Bare attributes only when on (React would print false as "false", which the element reads as on).
  for (const flag of a.flags) if (allowed.attributes[flag]) props[flag] = '';
  return props;
}

function Edit({ attributes: a, setAttributes }: { attributes: BlockAttributes; setAttributes(p: Partial<BlockAttributes>): void }) {
  const game = allowed.games[a.variant];
  const mode = seedMode(a.seed);
  const setOption = (name: string, value: string) => setAttributes({ options: { ...a.options, [name]: value } });
  const setFlag = (name: string, on: boolean) =>
    setAttributes({ flags: on ? [...new Set([...a.flags, name])] : a.flags.filter((f) => f !== name) });

  const gamePanel = h(
    PanelBody,
    { title: __('Game', 'patience-games'), initialOpen: true },
    h(SelectControl, {
      label: __('Game', 'patience-games'),
      value: a.variant,
      options: Object.entries(allowed.games).map(([value, g]) => ({ value, label: g.label })),
      onChange: (variant: string) => setAttributes({ variant, options: {} }),
    }),
    ...Object.entries(game?.options ?? {}).map(([name, spec]) =>
      spec.values
        ? h(SelectControl, {
            key: name,
            label: OPTIONS[name] ?? spec.label,
            value: a.options[name] ?? spec.default,
            options: choices(spec.values),
            onChange: (v: string) => setOption(name, v),
          })
        : h(TextControl, {
            key: name,
            label: OPTIONS[name] ?? spec.label,
            help: spec.help,
            value: a.options[name] ?? spec.default,
            onChange: (v: string) => setOption(name, v.trim()),
          }),
    ),
  );

  const dealPanel = h(
    PanelBody,
    { title: __('Deal', 'patience-games'), initialOpen: true },
    h(SelectControl, {
      label: __('Deal', 'patience-games'),
      value: mode,
      options: [
        { value: 'random', label: __('A new deal for every reader', 'patience-games') },
        { value: 'daily', label: __('The day’s deal (the same for every reader)', 'patience-games') },
        { value: 'number', label: __('One deal, by its number', 'patience-games') },
      ],
      onChange: (m: SeedMode) => setAttributes({ seed: m === 'random' ? '' : m === 'daily' ? 'daily' : '1' }),
    }),
    mode === 'number'
      ? h(TextControl, {
          label: __('Deal number', 'patience-games'),
          type: 'number',
          min: 0,
          value: a.seed,
          onChange: (v: string) => setAttributes({ seed: v.replace(/\D/g, '').slice(0, 10) || '0' }),
        })
      : null,
  );

  const flagsPanel = h(
    PanelBody,
    { title: __('Play', 'patience-games'), initialOpen: true },
    ...Object.entries(allowed.attributes)
      .filter(([, spec]) => spec.type === 'boolean' || spec.bare)
      .map(([name, spec]) =>
        h(ToggleControl, {
          key: name,
          label: SWITCHES[name]?.[0] ?? spec.label,
          help: SWITCHES[name]?.[1] ?? spec.help,
          checked: a.flags.includes(name),
          onChange: (on: boolean) => setFlag(name, on),
        }),
      ),
  );

  const lookPanel = h(
    PanelBody,
    { title: __('Look and language', 'patience-games'), initialOpen: false },
    h(SelectControl, {
      label: __('Colours', 'patience-games'),
      value: a.theme || 'light',
      options: Object.keys(allowed.attributes.theme.values ?? {}).map((value) => ({ value, label: THEMES[value] ?? value })),
      onChange: (theme: string) => setAttributes({ theme }),
    }),
    h(SelectControl, {
      label: __('Language', 'patience-games'),
      value: a.lang,
      options: [{ value: '', label: __('The site’s language', 'patience-games') }, ...choices(allowed.attributes.lang.values ?? {})],
      onChange: (lang: string) => setAttributes({ lang }),
    }),
  );

  const board: ElementNode = h('patience-game', { ...elementProps(a), key: `${a.variant}|${a.lang}` });
  return h(
    Fragment,
    null,
    h(InspectorControls, null, gamePanel, dealPanel, flagsPanel, lookPanel),
    h('div', useBlockProps({ className: 'patience-games-editor' }), board),
  );
}

registerBlockType('patience-games/game', {
  edit: Edit,
  // A dynamic block: the server renders it from its attributes.
  save: () => null,
});
