/**
 * The iframe page in every language: `lang=` in the query, the page in
 * `<iframe sandbox="allow-scripts">` on another origin, the language's words loaded as a classic
 * script beside embed.js (embed-<lang>.js); a move is described in that language.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import type { MoveJSON } from '../../src/engine/state.js';
import { LANGS } from '../../src/i18n/index.js';

interface Posted {
  source: string;
  type: string;
  detail: Record<string, unknown>;
  id?: unknown;
  result?: unknown;
  error?: string;
}

let B = '';
before(async () => {
  B = ((await (await fetch('/__embed__/origins')).json()) as { b: string }).b;
});

/** A sandboxed frame of the page in `lang`: the first move's description, and any page error. */
async function firstMove(lang: string): Promise<{ description: string; errors: string[] }> {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.style.cssText = 'width: 700px; height: 400px; border: 0';
  const heard: Posted[] = [];
  const on = (e: MessageEvent) => e.source === frame.contentWindow && heard.push(e.data as Posted);
  addEventListener('message', on);
  frame.src = `${B}/probe/embed.html?variant=klondike&seed=42&no-analysis&lang=${lang}&origin=${encodeURIComponent(location.origin)}`;
  document.body.append(frame);
  try {
    const of = (type: string) => heard.filter((h) => h.source === 'patience-games' && h.type === type);
    await waitUntil(() => of('patience-deal').length, `${lang}: no deal`, { timeout: 15000 });
    frame.contentWindow!.postMessage({ source: 'patience-games', command: 'legalMoves', id: 'm' }, '*');
    // (a wait for an answer, not a time limit: on a loaded machine a reply takes more than waitUntil's 1 s)
    await waitUntil(() => of('patience-reply').length, `${lang}: no moves`, { timeout: 15000 });
    const move = (of('patience-reply')[0].result as MoveJSON[]).find((m) => m.kind === 'move')!;
    frame.contentWindow!.postMessage({ source: 'patience-games', command: 'play', args: [move], id: 'p' }, '*');
    await waitUntil(() => of('patience-move').length, `${lang}: no move`, { timeout: 15000 });
    const errors = heard.filter((h) => h.source === 'embed-probe' && 'error' in h).map((h) => String(h.error));
    return { description: String(of('patience-move')[0].detail.description), errors };
  } finally {
    removeEventListener('message', on);
    frame.remove();
  }
}

describe('dist/embed.html in every language', () => {
  it('describes a move in the language of its lang= parameter', async function () {
    // 17 pages one after another: on a loaded machine more than the 20 s a test gets
    this.timeout(180_000);
    const english = await firstMove('en');
    expect(english.description).to.equal('3 of spades to tableau 3');
    const seen = new Set([english.description]);
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const { description, errors } = await firstMove(lang);
      expect(errors, lang).to.deep.equal([]);
      expect(seen.has(description), `${lang}: “${description}”`).to.equal(false);
      seen.add(description);
    }
    expect((await firstMove('de-CH')).description).to.equal('Pik-Drei auf Stapel 3');
  });
});
