// Loaded with `node --import` before importing src/ with tsx: Vite's `?worker&inline` imports
// (src/worker/inline-worker.ts) have no meaning outside Vite; here they give a class that is
// never constructed (nothing starts a worker when the package is only imported).
import { register } from 'node:module';

const hooks = `
export async function resolve(specifier, context, next) {
  if (/[?&]worker\\b/.test(specifier)) {
    return { url: 'data:text/javascript,export default class ViteWorkerStandIn {}', shortCircuit: true };
  }
  return next(specifier, context);
}`;
register('data:text/javascript,' + encodeURIComponent(hooks));
