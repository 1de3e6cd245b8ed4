/** A game from its description: rules, layout, words and safe moves home, all derived from the words (its play loaded apart: `play`). */
import { compileRules, loadPlay } from '../engine/description/compile-rules.js';
import { peekOf } from '../engine/description/free-cards.js';
import { standInsOf, type JokerRule } from '../engine/description/jokers.js';
import type { GameDescription } from '../engine/description/types.js';
import { wordsOf } from '../i18n/describe-words.js';
import { layoutOf } from '../render/describe-layout.js';
import type { GameModule } from './game-module.js';

export function gameOf(description: GameDescription): GameModule {
  const rules = compileRules(description);
  // what jokers stand for, by the kind of pile they lie on (the same rule for every option)
  let standIn: Map<string, JokerRule> | null = null;
  const standInOn = (kind: string): JokerRule | undefined => {
    if (!standIn) {
      const { jokers } = rules.mechanics({});
      standIn = new Map(rules.piles({}).flatMap((s, p) => (jokers[p] ? [[s.kind, jokers[p]] as const] : [])));
    }
    return standIn.get(kind);
  };
  return {
    rules,
    layout: layoutOf(description),
    words: wordsOf(description),
    safeMove: (r, table) => rules.safeMove(r, table),
    oneTap: description.oneTap === true,
    play: loadPlay,
    peek: description.pairs?.peek ? peekOf((r) => rules.mechanics(r.options)) : undefined,
    standIns: description.piles.some((g) => g.jokers)
      ? (kind, cards) => {
          const rule = standInOn(kind);
          return rule ? standInsOf(rule, cards) : null;
        }
      : undefined,
  };
}
