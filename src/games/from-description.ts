/** A game from its description: rules, layout, words and safe moves home, all derived from the words (its play loaded apart: `play`). */
import { compileRules, loadPlay } from '../engine/description/compile-rules.js';
import { peekOf } from '../engine/description/free-cards.js';
import type { GameDescription } from '../engine/description/types.js';
import { wordsOf } from '../i18n/describe-words.js';
import { layoutOf } from '../render/describe-layout.js';
import type { GameModule } from './game-module.js';

export function gameOf(description: GameDescription): GameModule {
  const rules = compileRules(description);
  return {
    rules,
    layout: layoutOf(description),
    words: wordsOf(description),
    safeMove: (r, table) => rules.safeMove(r, table),
    oneTap: description.oneTap === true,
    play: loadPlay,
    peek: description.pairs?.peek ? peekOf((r) => rules.mechanics(r.options)) : undefined,
    standIns: rules.standIns,
  };
}
