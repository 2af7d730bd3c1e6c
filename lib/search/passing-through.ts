/**
 * A system a move passes, told by where it lies: "fly over the asteroid field", "go across the
 * nebula", "the system between me and where i want to go", "enemy ships in my way". The rules say
 * the ship moves "through" it ("cannot move through a system that contains ships ... controlled by
 * another player", "each system it moves through"); the player's words (over, way, between) are in
 * no such rule and find others ("any way", "over the limit"). A limit passed ("go over 7") is read
 * before, as exceeding it (see ./exceeding.ts).
 */

import { MOVE_VERBS } from './move-verbs';
import { anyOf } from './question-words';

// The moves a ship makes past a system: "go over", "flying across", "jump past", and getting or
// hopping past one, which moves a ship only with a place passed after it.
const MOVE_VERB = anyOf(MOVE_VERBS, ['hop', 'hops', 'hopping', 'get', 'gets', 'getting']);

const PASSING = new RegExp(
  [
    // "go over it", "flying across the rift", "jump past his fleet"
    String.raw`\b${MOVE_VERB}\s+(?:over|across|past)\b`,
    // "between me and where i want to go", "between my dread and the system i want": never "the difference between"
    String.raw`(?<!\bdiff(?:erence)?s?\s+)\bbetween\s+(?:me|us|him|her|them|(?:my|our|his|her|their)\s+\w+)\s+and\b`,
    // "in my way", "in the way", "in his path", "en route"; not "on the way from a system" (leaving it) nor "on the way down" (landing)
    String.raw`\bin\s+(?:my|our|his|her|their|its|the)\s+(?:way|path)\b|\ben\s+route\b`,
  ].join('|'),
  'gi',
);

/** The query with a system passed in the player's words read as the rules say it: moved "through". */
export function withPassingThrough(query: string): string {
  return query.replace(PASSING, ' move through ');
}
