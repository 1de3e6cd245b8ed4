/**
 * Is this a game description? Every problem at once, each with its JSON Pointer: first the hard
 * limits (answered before any other work), then the JSON Schema (`game.schema.json`), then the
 * vocabulary's own rules, which read a description the schema accepted. Never throws: a refused
 * description is only data and a list of problems.
 */
import {
  cellsGetOneCard,
  dealListsFitTheirGroups,
  dealUsesEveryCardOnce,
  firstBaseIsDealt,
  microsoftDealsOneDeck,
  rankStepsFit,
  ranksAreInTheDeck,
  suitsShareTheDecks,
  upWithinCards,
} from './check-deal.js';
import { factsOf, type Facts, type Rule } from './check-facts.js';
import {
  coversAreSound,
  jokersAreSound,
  pairsAreSound,
  fieldsFitTheKind,
  foundationsFitTheDeck,
  groupIdsAreUnique,
  namedGroupsExist,
  oneStockOneWaste,
  placesMatchTheCount,
  refillsAndRowsElsewhere,
  runsMove,
  stockAndWasteMeet,
} from './check-groups.js';
import { readWithinLimits } from './check-limits.js';
import {
  defaultsAreAllowed,
  defaultsAreWritten,
  mapsMatchTheValues,
  optionNamesAreUnique,
  optionValuesMakeGames,
  setsNameAField,
} from './check-options.js';
import { schemaProblems } from './check-schema.js';
import { optionWordsFit, pileNamesHaveWords, pileWordsAreUsed } from './check-words.js';
import { MAX_PROBLEMS, moreProblems, problem, type DescriptionProblem } from './problem.js';
import type { GameDescription } from './types.js';

export type { DescriptionProblem } from './problem.js';

/** Rules on the game itself: checked again with each option value set. */
const FIELD_RULES: readonly Rule[] = [
  groupIdsAreUnique,
  namedGroupsExist,
  oneStockOneWaste,
  stockAndWasteMeet,
  fieldsFitTheKind,
  runsMove,
  refillsAndRowsElsewhere,
  suitsShareTheDecks,
  ranksAreInTheDeck,
  foundationsFitTheDeck,
  coversAreSound,
  pairsAreSound,
  jokersAreSound,
  placesMatchTheCount,
  dealListsFitTheirGroups,
  upWithinCards,
  rankStepsFit,
  dealUsesEveryCardOnce,
  cellsGetOneCard,
  firstBaseIsDealt,
  microsoftDealsOneDeck,
  pileNamesHaveWords,
];

/** Rules on the options and the words, checked once. */
const DESCRIPTION_RULES: readonly Rule[] = [
  optionNamesAreUnique,
  defaultsAreAllowed,
  defaultsAreWritten,
  mapsMatchTheValues,
  setsNameAField,
  pileWordsAreUsed,
  optionWordsFit,
];

function capped(problems: DescriptionProblem[]): DescriptionProblem[] {
  return problems.length <= MAX_PROBLEMS + 1
    ? problems
    : [...problems.slice(0, MAX_PROBLEMS), moreProblems(problems.length - MAX_PROBLEMS)];
}

/** A rule's problems; one that trips on data it did not expect says so, and the others still speak. */
function safely(rule: Rule, facts: Facts): DescriptionProblem[] {
  try {
    return rule(facts);
  } catch {
    return [problem('', `The description could not be checked (${rule.name || 'a rule'}).`)];
  }
}

function ruleProblems(d: GameDescription): DescriptionProblem[] {
  const facts = factsOf(d);
  const out = [...FIELD_RULES, ...DESCRIPTION_RULES].flatMap((rule) => safely(rule, facts));
  return [...out, ...optionValuesMakeGames(d, FIELD_RULES, out)];
}

export interface Checked {
  /** The description as plain data (a copy, own fields only) when it has no problem, else null. */
  readonly description: GameDescription | null;
  readonly problems: readonly DescriptionProblem[];
}

/** A description given as JSON text or as a value: the description itself when sound, and every problem. */
export function checkDescription(input: unknown): Checked {
  try {
    const read = readWithinLimits(input);
    if (read.problems) return { description: null, problems: capped(read.problems) };
    const shape = schemaProblems(read.data);
    if (shape.length) return { description: null, problems: capped(shape) };
    const d = read.data as GameDescription;
    const rules = ruleProblems(d);
    return rules.length ? { description: null, problems: capped(rules) } : { description: d, problems: [] };
  } catch {
    // A rule that trips on data it did not expect: refuse, never throw.
    return { description: null, problems: [problem('', 'The description could not be checked.')] };
  }
}

/** Every problem with a description (JSON text or a value); none when it is a sound game. */
export function descriptionProblems(input: unknown): DescriptionProblem[] {
  return [...checkDescription(input).problems];
}
