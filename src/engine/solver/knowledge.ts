/**
 * What a board has learned about its deal from the solver, for the position in play: the
 * winning lines found (followed while the player follows them), positions proven lost (and
 * what is reached from them), positions searched to no verdict, and positions from which no
 * line avoids the game's history. Headless: the element's solver controller keeps one per deal.
 */
import type { Move, Rules, Table } from '../types.js';
import { positionKey } from '../state.js';
import type { SolveResult } from './types.js';

export type Verdict = 'winnable' | 'unwinnable' | 'unknown';

interface Line {
  /** Where the line starts. */
  readonly table: Table;
  readonly moves: readonly Move[];
  /**
   * positionKey → index into `moves` of the move to play from there; made when first needed (a
   * lookup of the line's own start needs none, so keeping a line costs nothing until a move is made).
   */
  at: Map<string, number> | null;
  /** A lead's score (`Lead.score`); a winning line's is Infinity. */
  readonly score: number;
}

/** Winning lines kept, leads kept, and verdicts remembered. */
const LINES_KEPT = 8;
const LEADS_KEPT = 8;
const VERDICTS_KEPT = 4000;

export class DealKnowledge {
  private lines: Line[] = [];
  /** Lines toward promising positions, from searches that found no verdict (`Search.lead`). */
  private leads: Line[] = [];
  private readonly verdicts = new Map<string, Verdict>();
  /** Positions from which every winning line leads back into the history they were searched with. */
  private readonly noLine = new Set<string>();
  private readonly keys = new WeakMap<Table, string>();
  /** Bumped whenever a line is kept (so what was worked out from the lines can be cached). */
  version = 0;

  /** Unlimited redeals: positions that differ only in the redeals used are one (else hints could circle the stock for ever). */
  private readonly unlimited: boolean;

  constructor(readonly rules: Rules) {
    this.unlimited = rules.stock?.redeals === Infinity;
  }

  keyOf(t: Table): string {
    let k = this.keys.get(t);
    if (k === undefined) this.keys.set(t, (k = positionKey(t, this.unlimited)));
    return k;
  }

  /** Keeps a winning line from `table` (every position along it becomes winnable). */
  keepLine(table: Table, moves: readonly Move[]): void {
    this.lines = [{ table, moves, at: null, score: Infinity }, ...this.lines].slice(0, LINES_KEPT);
    this.version++;
    this.verdicts.delete(this.keyOf(table));
  }

  /**
   * Keeps what a search of `table` answered (`avoid`: it searched for a line avoiding the history;
   * not `full`: a brief search, whose running out of time says nothing of the position).
   */
  learn(table: Table, r: SolveResult, avoid: boolean, full = true): void {
    if (r.result === 'winnable') this.keepLine(table, r.moves);
    else if (r.result === 'unwinnable') this.remember(table, 'unwinnable');
    else if (r.reason === 'avoided' && avoid) this.noLine.add(this.keyOf(table));
    else if ((r.reason === 'budget' && full) || r.reason === 'memory') this.remember(table, 'unknown');
    if (r.result === 'unknown' && r.lead && avoid) {
      this.leads = [{ table, moves: r.lead.moves, at: null, score: r.lead.score }, ...this.leads].slice(0, LEADS_KEPT);
      this.version++;
    }
  }

  remember(table: Table, v: Verdict): void {
    const key = this.keyOf(table);
    this.verdicts.delete(key);
    this.verdicts.set(key, v);
    if (this.verdicts.size > VERDICTS_KEPT) this.verdicts.delete(this.verdicts.keys().next().value!);
  }

  /** What is known of `t` without a search (null: nothing yet). */
  verdict(t: Table): Verdict | null {
    return this.lineAt(t) ? 'winnable' : (this.verdicts.get(this.keyOf(t)) ?? null);
  }

  isLost(t: Table): boolean {
    return this.verdicts.get(this.keyOf(t)) === 'unwinnable';
  }

  /** Is a search of `t` worth waiting for: nothing final known of it (no loss, no search to no verdict, no line in vain)? */
  searchable(t: Table): boolean {
    const v = this.verdict(t);
    return v !== 'unwinnable' && v !== 'unknown' && !this.noLineFrom(t);
  }

  /** Searching `t` for a line that avoids the history is known to be in vain. */
  noLineFrom(t: Table): boolean {
    return this.noLine.has(this.keyOf(t));
  }

  /**
   * The rest of a kept winning line from `t` that never comes to a position the game has been
   * in (`seen`): what hints follow. Null when no kept line does.
   */
  lineFrom(t: Table, seen: (t: Table) => boolean): readonly Move[] | null {
    return this.restFrom(this.lines, t, seen);
  }

  /**
   * With no winning line: the rest of the most promising kept lead through `t` that never comes
   * to a position the game has been in (what hints follow meanwhile), or null.
   */
  leadFrom(t: Table, seen: (t: Table) => boolean): readonly Move[] | null {
    return this.restFrom(
      [...this.leads].sort((a, b) => b.score - a.score),
      t,
      seen,
    );
  }

  /**
   * What a hint follows from `t` without searching first (`follow`): a kept winning line, else a
   * lead that does not deal next; and the lead itself (what a hint follows when a search from
   * here finds nothing better). A lead deals only after a search from where it deals: its pass
   * committed to the next stage for good there, and a search from here weighs the stage afresh
   * (Spider 2 suits, 10 deals played by hints in positions: 5 won → 9).
   */
  wayFrom(t: Table, seen: (t: Table) => boolean): { follow: readonly Move[] | null; lead: readonly Move[] | null } {
    const line = this.lineFrom(t, seen);
    if (line) return { follow: line, lead: null };
    const lead = this.leadFrom(t, seen);
    const deals = lead !== null && (lead[0].kind === 'row' || lead[0].kind === 'deal');
    return { follow: deals ? null : lead, lead };
  }

  private restFrom(lines: readonly Line[], t: Table, seen: (t: Table) => boolean): readonly Move[] | null {
    for (const line of lines) {
      const i = this.indexOn(line, t);
      if (i === undefined) continue;
      const rest = line.moves.slice(i);
      let u = t;
      let clean = true;
      for (const m of rest) {
        u = this.rules.apply(u, m);
        if (seen(u)) {
          clean = false;
          break;
        }
      }
      if (clean) return rest;
    }
    return null;
  }

  /** The rest of any kept winning line from `t` (Finish; the verdict), or null. */
  anyLineFrom(t: Table): readonly Move[] | null {
    const hit = this.lineAt(t);
    return hit ? hit.line.moves.slice(hit.index) : null;
  }

  private lineAt(t: Table): { line: Line; index: number } | null {
    for (const line of this.lines) {
      const index = this.indexOn(line, t);
      if (index !== undefined) return { line, index };
    }
    return null;
  }

  /** Where `t` is on `line` (the index of the move to play from it), if it is. */
  private indexOn(line: Line, t: Table): number | undefined {
    if (t === line.table) return 0;
    if (!line.at) {
      const at = (line.at = new Map<string, number>());
      let u = line.table;
      line.moves.forEach((m, i) => {
        const k = this.keyOf(u);
        if (!at.has(k)) at.set(k, i);
        u = this.rules.apply(u, m);
      });
    }
    return line.at.get(this.keyOf(t));
  }
}
