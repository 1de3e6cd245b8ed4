/** The games the compiled search core knows, by variant. */
import type { CoreGame } from '../core.js';
import { congressCore } from './congress.js';
import { envelopesCore } from './envelopes.js';
import { jokerCore } from './joker.js';
import { seasonsCore } from './seasons.js';
import { twoByTwoCore } from './two-by-two.js';

export const CORE_GAMES: Readonly<Record<string, CoreGame>> = {
  seasons: seasonsCore,
  congress: congressCore,
  joker: jokerCore,
  envelopes: envelopesCore,
  'two-by-two': twoByTwoCore,
};
