// Vite: the demo dev server (`npm start`) and the two library builds that
// scripts/build.mjs runs (`npm run build`):
//   --mode bundle  dist/patience-games.js  one self-contained, minified ES module (Lit inside)
//   --mode lib     dist/index.js, dist/engine.js, dist/react.js  package entries, Lit and React left external
// Any other mode (`vite`, `vite build`) is the demo site; `vite build` writes it to demo-dist/.
//
// Storybook's builder also loads this file (development/production modes only), so the
// library settings are kept out of those modes on purpose.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = (p: string) => resolve(root, 'src', p);

/** lit, lit/*, lit-html, lit-element, @lit/* stay imports in the package build. */
const litExternal = [/^lit(\/.*)?$/, /^lit-html(\/.*)?$/, /^lit-element(\/.*)?$/, /^@lit\//];
/** react (a peer dependency of patience-games/react) is never bundled. */
const reactExternal = [/^react(\/.*)?$/, /^react-dom(\/.*)?$/];

/** What the two library builds share: both write into dist/ (one after the other), without the demo's public files. */
const library = (build: NonNullable<UserConfig['build']>): UserConfig => ({
  publicDir: false,
  // The package entry's solver worker (`?worker&inline`, src/worker/inline-worker.ts) is
  // inlined as an ES module worker.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    copyPublicDir: false,
    ...build,
  },
});

export default defineConfig(({ mode }): UserConfig => {
  if (mode === 'bundle') {
    return library({
      minify: 'oxc',
      sourcemap: false,
      lib: {
        // The file is also its own solver worker (src/worker/bundle-worker.ts).
        entry: src('bundle.ts'),
        formats: ['es'],
        fileName: () => 'patience-games.js',
      },
      rolldownOptions: {
        output: {
          // one chunk: dynamic imports are inlined (was `inlineDynamicImports: true`)
          codeSplitting: false,
          // Vite keeps whitespace in ES library output (for consumers' tree-shaking);
          // this file is the end product, so minify fully. Licence comments stay.
          minify: true,
          comments: { legal: true, annotation: false, jsdoc: false },
        },
      },
    });
  }

  if (mode === 'lib') {
    return library({
      minify: false,
      sourcemap: true,
      lib: {
        entry: { index: src('index.ts'), engine: src('engine.ts'), react: src('react.ts') },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: {
        external: [...litExternal, ...reactExternal],
        output: {
          chunkFileNames: 'chunks/[name]-[hash].js',
        },
      },
    });
  }

  // Demo site: index.html at the project root, importing ../src/index.ts via demo/demo.ts.
  return {
    server: { port: 5173, strictPort: false },
    build: {
      outDir: 'demo-dist',
      target: 'es2022',
    },
  };
});
