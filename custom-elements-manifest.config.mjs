// Custom Elements Manifest (`npm run analyze` -> custom-elements.json, read by Storybook's
// autodocs and by editors). Only the elements' sources: not the headless engine, the games
// (src/games/), the solver worker, tests or stories.
export default {
  globs: ['src/**/*.ts'],
  exclude: [
    'src/engine/**',
    'src/games/**',
    'src/solver/**',
    // the React wrapper (patience-games/react) is no element of its own
    'src/react.ts',
    'src/**/*.test.ts',
    'src/**/*.stories.ts',
    'src/**/*.d.ts',
    'test/**',
    'stories/**',
  ],
  outdir: '.',
  litelement: true,
  dependencies: false,
  packagejson: true,
};
