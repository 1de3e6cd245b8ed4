// A @web/test-runner plugin standing in for Vite's `?worker&inline` imports (src/worker/inline-worker.ts),
// which the dev server cannot bundle: `import W from './x.ts?worker&inline'` gets a constructor that
// starts `./x.ts` as a module worker from the dev server (esbuild compiles it like any source).
// The production bundle inlines the worker as a Blob URL; the hostile-page tests load that bundle.
export function inlineWorkerPlugin() {
  return {
    name: 'inline-worker',
    serve(context) {
      const q = context.URL.searchParams;
      if (!q.has('worker') || !q.has('inline')) return undefined;
      const path = context.URL.pathname;
      return {
        body:
          `const url = new URL(${JSON.stringify(path)}, import.meta.url);\n` +
          `export default function InlineWorker(options) {\n` +
          `  return new Worker(url, { type: 'module', name: options && options.name });\n` +
          `}\n`,
        type: 'js',
      };
    },
  };
}
