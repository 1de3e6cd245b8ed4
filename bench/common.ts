/** What the benchmark scripts share: command-line options, the option sets of a game, tables. */
import { cpus, loadavg } from 'node:os';
import type { GameDefinition } from '../src/engine/game.js';
import type { GameSolver, PublishedFigure } from '../src/engine/solver/hooks.js';
import type { OptionValue, Options } from '../src/engine/types.js';

export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

/** Option values to bench: every listed value; redeals as the default, none and unlimited. */
export function optionSets(def: GameDefinition): Options[] {
  let sets: Record<string, OptionValue>[] = [{}];
  for (const spec of def.options) {
    const values: readonly OptionValue[] = Array.isArray(spec.allowed)
      ? spec.allowed
      : spec.name === 'redeals'
        ? [...new Set([spec.default, 0, 'unlimited'])]
        : [spec.default];
    const next: Record<string, OptionValue>[] = [];
    for (const s of sets) for (const v of values) next.push({ ...s, [spec.name]: v });
    sets = next;
  }
  return sets;
}

export const optionLabel = (options: Options): string =>
  Object.entries(options)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ') || '-';

export const pct = (a: number, n: number): string => (n ? ((100 * a) / n).toFixed(1) + '%' : '-');
export const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : NaN;
};
export const fmtMs = (x: number): string => (Number.isFinite(x) ? (x < 10 ? x.toFixed(1) : Math.round(x).toString()) : '-');
const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number): string => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

/** Prints rows as a table: the first row is the header; the first two columns left-aligned. */
export function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const [i, r] of rows.entries()) {
    console.log(
      r
        .map((cell, c) => (c < 2 ? pad(cell, widths[c]) : lpad(cell, widths[c])))
        .join('  ')
        .trimEnd(),
    );
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

/** The machine's load, to print beside figures (figures taken at a high load say little). */
export const loadLine = (): string =>
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')} (${cpus().length} cores)`;

/** The published figure that holds for these options, if any. */
export function publishedFor(solver: GameSolver, options: Options, variant?: string): PublishedFigure | null {
  return (
    solver.published?.find(
      (p) => (p.variant === undefined || p.variant === variant) && Object.entries(p.options).every(([k, v]) => options[k] === v),
    ) ?? null
  );
}

/** Games named by `--game a,b` (all when empty). */
export const wanted = (list: string) => {
  const names = list ? list.split(',') : null;
  return (variant: string): boolean => !names || names.includes(variant);
};

/** A hint-only row's first cells: game, options, deals, winnable, won by hints, the share of winnable. */
export function wonRow(variant: string, options: Options, n: number, winnable: number, won: number): string[] {
  return [variant, optionLabel(options), String(n), String(winnable), String(won), pct(won, winnable)];
}
