/** What allowed.json holds (scripts/build-wordpress.mjs writes it), and the block's attributes. */
export interface AttributeSpec {
  readonly type: 'boolean' | 'string';
  /** A game's option (draw, redeals, …): its values are the game's, under `games`. */
  readonly option?: boolean;
  /** A string attribute that may also stand bare (`persist`). */
  readonly bare?: boolean;
  /** Allowed values and their labels, or a pattern. */
  readonly values?: Readonly<Record<string, string>>;
  readonly pattern?: string;
  readonly label: string;
  readonly help?: string;
}

export interface OptionSpec {
  readonly label: string;
  readonly default: string;
  readonly values?: Readonly<Record<string, string>>;
  readonly pattern?: string;
  readonly help?: string;
}

export interface Allowed {
  readonly version: string;
  readonly attributes: Readonly<Record<string, AttributeSpec>>;
  readonly games: Readonly<Record<string, { readonly label: string; readonly options: Readonly<Record<string, OptionSpec>> }>>;
}

export interface BlockAttributes {
  variant: string;
  seed: string;
  options: Record<string, string>;
  flags: string[];
  lang: string;
  theme: string;
}

/** What `wp.element.createElement` returns (opaque here). */
export type ElementNode = unknown;
