/**
 * A value of a unit's card named as that unit's: "the production value of a space dock", "a
 * flagship's combat and move", "does a mech get sustain damage". The player asks what the card
 * prints, however long the sentence around it ("Hello, I'd like to know ..., please"; "is it the same
 * for everyone or do i check their sheet"): the value's concept is marked `card` (see
 * `Concept.card`), as a question of how far or what it hits on is (./player-events.ts). Said beside
 * a unit without that tie ("my dread sustains the hit", "dreads bombard his planet"), the value is
 * the story's act, which a rule states.
 */
import type { Concept } from './query';
import { anyOf, POSSESSIVES } from './question-words';
import { fold, terms } from './text';
import { splitUnitLevel, UNIT_NAME_WORDS } from './unit-card';

/** A card's printed numbers, as players name them. */
const NUMBER = String.raw`(?:combat|move|movement|speed|capacity|production|prod|cost)`;
/** The abilities a card prints: said with a unit's name they are mostly its use ("my dread's sustain soaks it"), a value only when called one. */
const ABILITY = String.raw`(?:sustain(?:\s+damage)?|bombardment|bombard|afb|anti[\s-]fighter\s+barrage|space\s+cannon|planetary\s+shield)`;
const VALUE = String.raw`(?:${NUMBER}|${ABILITY})`;
/** The whole card, asked as such: "the stats of the mech". */
const STATS = String.raw`(?:stats|stat|statistics|profile)`;
/** A value named as such: "production value", "combat stat", "bombard value". */
const VALUE_NAMED = String.raw`(?:${NUMBER}(?:\s+(?:value|values|stat|stats|rating))?|${ABILITY}\s+(?:value|values|stat|stats|rating))`;
/** Values named together: "combat and move", "cost, combat and capacity". */
const VALUES = String.raw`${VALUE_NAMED}(?:\s*(?:,|and|&|or)\s*(?:(?:the|its|their)\s+)?${VALUE_NAMED})*`;
const UNIT = String.raw`(?:${UNIT_NAME_WORDS.join('|')}|space\s+docks?|war\s+suns?)`;
/** A unit as named in a sentence: "a space dock", "the base carrier", "my dread 2". */
const A_UNIT = String.raw`(?:(?:a|an|the|${anyOf(POSSESSIVES)}|this|that)\s+)?(?:(?:base|basic|regular|upgraded)\s+)?${UNIT}(?:\s+(?:ii|2|i|1))?`;

const TIES: readonly RegExp[] = [
  // "the production value of a space dock", "the combat value and the move of a dreadnought ii".
  new RegExp(String.raw`\b(${VALUES})\s+of\s+${A_UNIT}\b`, 'g'),
  // "the stats on the mech", "stats for a carrier", "the mech's stats", "mech stats".
  new RegExp(String.raw`\b(${STATS})\s+(?:of|on|for)\s+${A_UNIT}\b`, 'g'),
  new RegExp(String.raw`\b${UNIT}(?:\s+(?:ii|2))?(?:'s)?\s+(${STATS})\b`, 'g'),
  // "how much does he pay for those fighters", "how many resources did he spend on his flagship": its cost.
  new RegExp(String.raw`\bhow\s+(?:much|many)\b.*?\b(pay|pays|paid|spend|spends|spent)\s+(?:\w+\s+){0,2}?(?:for|on)\s+(?:\w+\s+){0,3}?${UNIT}\b`, 'g'),
  // "a flagship's combat and move", "the war sun's move value".
  new RegExp(String.raw`\b${UNIT}(?:\s+(?:ii|2))?'s\s+(?:(?:base|basic)\s+)?(${VALUES})\b`, 'g'),
  // "space dock production value", "carriers capacity stat": a value called one, right after the unit.
  new RegExp(String.raw`\b${UNIT}(?:\s+(?:ii|2))?(?:'s|s)?\s+(${NUMBER}\s+(?:value|values|stat|stats|rating))\b`, 'g'),
  // "cruisers have no capacity", "destroyers get any move?": a printed number said to be there or not is the card's.
  new RegExp(String.raw`\b${UNIT}(?:\s+(?:ii|2))?\s+(?:have|has|get|gets|got)\s+(?:no|any)\s+(${NUMBER})\b`, 'g'),
  // "does a mech get sustain damage", "do pds have planetary shield".
  new RegExp(String.raw`\b(?:does|do|did|will|would)\s+${A_UNIT}\s+(?:still\s+)?(?:get|gets|have|has|keep|keeps|come\s+with)\s+(?:a\s+|an\s+)?(${VALUE}(?:\s*(?:,|and|&|or)\s*${VALUE})*)\b`, 'g'),
];

/** The terms of the values the query names as a unit's. */
export function valuesNamed(query: string): Set<string> {
  // Read as the rewordings leave it: "fighter 2s", "dn2s" are "fighter 2", "dn 2" (see ./unit-card.ts).
  const folded = fold(splitUnitLevel(query));
  const named = new Set<string>();
  for (const tie of TIES) {
    for (const m of folded.matchAll(tie)) {
      for (const t of terms(m[1]!)) named.add(t);
    }
  }
  return named;
}

/** The concepts with each value named as a unit's marked as asking its card. */
export function withValuesNamed(concepts: readonly Concept[], query: string): Concept[] {
  const named = valuesNamed(query);
  if (!named.size) return [...concepts];
  return concepts.map((c) => (!c.asked && !c.card && c.alternatives[0]?.terms.every((t) => named.has(t)) ? { ...c, card: true, cardNamed: true } : c));
}
