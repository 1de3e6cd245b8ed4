import { hostileBundlePlugin } from '../test/hostile/bundle-plugin.mjs';
const p = hostileBundlePlugin();
const url = new URL('http://localhost:8000/__hostile__/page.html?csp=0&tamper=nothing.js&variant=klondike');
const r = await p.serve({ path: url.pathname, URL: url });
console.log(r.body.slice(0, 1500));
const u2 = new URL('http://localhost:8000/__hostile__/tamper/nothing.js/patience-games.js');
const r2 = await p.serve({ path: u2.pathname, URL: u2 });
console.log(r2 && r2.body.length);
