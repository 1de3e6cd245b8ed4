/** Types of scripts/dist-build.mjs for the TypeScript benches. */
export function buildBundle(): Promise<{ files: Record<string, string>; chunks: { fileName: string; imports: string[]; code: string }[] }>;
export function buildEmbed(): Promise<Record<'embed.html' | 'embed.css' | 'embed.js' | 'embed-solver.js', string>>;
export function buildDist(): Promise<Record<string, string>>;
