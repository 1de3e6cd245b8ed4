// The Lit modules to pre-bundle once, so stories and components share one copy of Lit
// (Storybook's dev server and the vitest story runner both read this list).
export const litDeps = [
  'lit',
  'lit/decorators.js',
  'lit/directive-helpers.js',
  'lit/directives/class-map.js',
  'lit/directives/if-defined.js',
  'lit/directives/live.js',
  'lit/directives/ref.js',
  'lit/directives/repeat.js',
  'lit/directives/style-map.js',
];
