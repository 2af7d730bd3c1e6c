/**
 * Nouns of action against the verbs they come from, as data: players ask with the noun ("does
 * destruction of the carrier take the fighters", "removal of excess ships", "cancellation of an
 * action card") where the rules use the verb ("is destroyed", "remove", "cancel"), and the stemmer
 * (../text.ts) only takes inflections off. Each pair is [noun, verb] as typed words. Only nouns
 * of the act itself: not those naming a thing ("attachment": a card, "requirement"), nor those
 * whose verb every ability uses ("resolution": "resolve"), nor look-alikes of another sense
 * ("action" is no "act", "faction" no "fact", "station" no "state").
 */
import { stem } from './text';

const DERIVED_PAIRS: readonly (readonly [noun: string, verb: string])[] = [
  ['activation', 'activate'],
  ['annexation', 'annex'],
  ['assassination', 'assassinate'],
  ['bombardment', 'bombard'],
  ['cancellation', 'cancel'],
  ['combination', 'combine'],
  ['commitment', 'commit'],
  ['completion', 'complete'],
  ['decision', 'decide'],
  ['deployment', 'deploy'],
  ['destruction', 'destroy'],
  ['elimination', 'eliminate'],
  ['election', 'elect'],
  ['exhaustion', 'exhaust'],
  ['expansion', 'expand'],
  ['exploration', 'explore'],
  ['invasion', 'invade'],
  ['movement', 'move'],
  ['negotiation', 'negotiate'],
  ['participation', 'participate'],
  ['payment', 'pay'],
  ['placement', 'place'],
  ['production', 'produce'],
  ['redistribution', 'redistribute'],
  ['reduction', 'reduce'],
  ['removal', 'remove'],
  ['revelation', 'reveal'],
  ['selection', 'select'],
  ['transportation', 'transport'],
];

/** The verb's term of a noun of action's term ("invasion": "invad"). */
const BASE_OF = new Map(DERIVED_PAIRS.map(([noun, verb]) => [stem(noun), stem(verb)]));

/** The term of the verb a noun of action comes from, if it is one of the table's. */
export const baseOf = (term: string): string | undefined => BASE_OF.get(term);
