import { build } from 'vite';
import { gzipSync } from 'node:zlib';
const out = await build({ root: process.cwd(), configFile: 'vite.config.ts', mode: process.argv[2] ?? 'bundle', logLevel: 'warn', build: { write: false } });
for (const o of (Array.isArray(out) ? out : [out]).flatMap((r) => r.output)) {
  if (o.type !== 'chunk') continue;
  console.log(`${o.fileName} ${gzipSync(o.code).length} imports=[${o.imports.join(',')}] dyn=${o.dynamicImports.length}`);
  if (process.argv[3]) for (const [id, m] of Object.entries(o.modules)) if (m.renderedLength > 200) console.log(`   ${id.replace(process.cwd(), '')} ${m.renderedLength}`);
}
