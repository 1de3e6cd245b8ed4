/**
 * The iframe page's stand-in for src/patience-game/inline-games.ts: the page is the project's
 * own and holds no descriptions, so the checker and compiler of a page's games stay out of it.
 */
export const inlineDescription = (_host: Element, _id: string): string | null => null;
export const defineInline = (_text: string): Promise<string | null> => Promise.resolve(null);
