// A @web/test-runner plugin standing in for the build's `solver-worker.js`: the element starts its
// worker as `new URL('./solver-worker.js', import.meta.url)` beside src/worker/start-worker.ts,
// which in the sources is solver-worker.ts (esbuild compiles it like any source).
export function workerFilePlugin() {
  return {
    name: 'worker-file',
    serve(context) {
      if (context.path !== '/src/worker/solver-worker.js') return undefined;
      return { body: "import './solver-worker.ts';\n", type: 'js' };
    },
  };
}
