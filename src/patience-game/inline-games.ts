/**
 * Descriptions a page gives without script: `<script type="application/json" data-patience-game>`.
 * A board whose variant is no known game looks for one with that id; the checker and compiler
 * come only then (games/define-game.ts).
 */
/** Above this, a script's text is not even read for its id (the checker refuses it anyway). */
const MAX_TEXT = 64 * 1024;

/** The text of the page's description named `id`, or null. */
export function inlineDescription(host: Element, id: string): string | null {
  const roots: ParentNode[] = [];
  const root = host.getRootNode();
  if (root instanceof ShadowRoot) roots.push(root);
  if (host.ownerDocument) roots.push(host.ownerDocument);
  for (const r of roots) {
    for (const script of r.querySelectorAll('script[type="application/json"][data-patience-game]')) {
      const text = script.textContent ?? '';
      if (text.length > MAX_TEXT * 4) continue;
      if (idOf(text) === id) return text;
    }
  }
  return null;
}

/** The `id` a description's text gives, or null (text that is no JSON object: null). */
function idOf(text: string): string | null {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { id?: unknown }).id === 'string'
      ? (v as { id: string }).id
      : null;
  } catch {
    return null;
  }
}

/** Defines the game a page's description says: null when it is a game now, else its problems, each at its pointer. */
export async function defineInline(text: string): Promise<string | null> {
  const { defineGame, GameDescriptionError } = await import('../games/define-game.js');
  try {
    defineGame(text);
    return null;
  } catch (err) {
    if (!(err instanceof GameDescriptionError)) return String(err);
    return err.problems.map((p) => `${p.path.length > 80 ? `${p.path.slice(0, 80)}…` : p.path || '/'}: ${p.message}`).join(' · ');
  }
}
