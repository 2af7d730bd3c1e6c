/**
 * Questions about a unit's card: "dread stats", "cruiser ii capacity", "inf combat value", "how many
 * dreads in the box". The unit stats item of that unit (kind `unit`, lib/corpus/units.ts) is the
 * answer: it prints every value, though not the words "stats", "value" or "box". When the query
 * names a unit, these words count as found in that unit's item (see `unitCardCredit` in engine/credits.ts);
 * a rule that merely mentions the unit answers less of the query.
 */
import { UNIT_IDS } from '../units/table';
import { SYNONYMS } from './synonyms';
import { fold, terms } from './text';

/**
 * The keyword abilities a unit's card prints (lib/units/words.ts `abilities`): the card lists every
 * one its unit has, so it answers "does a cruiser have sustain damage" by its absence too.
 */
const UNIT_ABILITY_NAMES: ReadonlySet<string> = new Set(
  ['sustain damage', 'planetary shield', 'bombardment', 'anti-fighter barrage', 'space cannon', 'production'].map((n) => terms(n).join(' ')),
);

/**
 * The abilities' words that ask of them alone, and the players' short names ("afb", "bombard"). Not
 * the words that name a unit or a place ("fighter" of Anti-Fighter Barrage, "space" of Space
 * Cannon), nor "planetary", which "planet" is read as: those ask of an ability only in its name.
 */
const UNIT_ABILITY_TERMS: readonly string[] = terms('sustain damage shield bombardment bombard barrage afb cannon production');

/** What a player asks of a unit's card: its printed values, its upgrade, what building it takes (its cost), its pieces in the box. */
export const UNIT_CARD_TERMS: ReadonlySet<string> = new Set([
  ...terms(
    'stats stat statistics attributes attribute profile card sheet value values number ' +
      'cost costs price combat hit move moves speed range capacity carry carries dice die roll rolls ' +
      'upgrade upgraded upgrades build builds produce ' +
      'pieces piece box color colour plastic figures miniatures models',
  ),
  ...UNIT_ABILITY_TERMS,
]);

/** Whether an alternative of a concept asks about a unit's card (all its terms are card words, or it names an ability the card prints). */
export function asksUnitCard(alternativeTerms: readonly string[]): boolean {
  return (alternativeTerms.length > 0 && alternativeTerms.every((t) => UNIT_CARD_TERMS.has(t))) || UNIT_ABILITY_NAMES.has(alternativeTerms.join(' '));
}

/** The units' names as terms ("war sun", "pds"): a number after one is its upgrade ("carrier 2" is "Carrier II"). */
export const UNIT_NAMES: ReadonlySet<string> = new Set(UNIT_IDS.map((id) => terms(id.replace(/-/g, ' ')).join(' ')));

/** Whether one of a concept's ways to say it is a unit's name (as typed, "dread", or its rules' name). */
export const namesUnit = (alternatives: readonly { terms: readonly string[] }[]): boolean => alternatives.some((a) => UNIT_NAMES.has(a.terms.join(' ')));

/** The players' single-word names of units, from the synonym groups that name one ("dn", "dread", "cv", "inf", "troops"). */
const SHORT_NAMES: readonly string[] = SYNONYMS.filter((g) => [g.canonical, ...g.also].some((p) => UNIT_NAMES.has(terms(p).join(' '))))
  .flatMap((g) => [g.canonical, ...g.also])
  .filter((p) => !p.includes(' '))
  .map(fold);

/**
 * Every single word that names a unit: its name's words ("dreadnought", "war", "sun", "warsun")
 * and the players' short names of it ("dn", "dread", "cv", "inf").
 */
const UNIT_WORDS: ReadonlySet<string> = new Set([...UNIT_IDS.flatMap((id) => [id.replace(/-/g, ''), ...id.split('-')]), ...SHORT_NAMES]);

/**
 * The words that name a unit whole, one or many: its name in one word ("warsun", "carriers"), the
 * last word of its name, as the look reader writes a unit read by its look ("the round ball ship":
 * "sun", see ./component-reading.ts), and the players' short names ("dn", "cvs"). Not the first
 * word of a two-word name: "space" and "war" name no unit alone.
 */
export const UNIT_NAME_WORDS: readonly string[] = [
  ...new Set([...UNIT_IDS.flatMap((id) => [id.replace(/-/g, ''), id.split('-').at(-1)!]), ...SHORT_NAMES].flatMap((w) => (w.endsWith('s') ? [w] : [w, `${w}s`]))),
];

/** Whether a word names a unit, one or many ("carrier", "fighters", "dreads"). */
const isUnitWord = (word: string | undefined): boolean => word !== undefined && (UNIT_WORDS.has(word) || (word.endsWith('s') && UNIT_WORDS.has(word.slice(0, -1))));

/** What players call a unit not upgraded, before its name: "base carrier", "basic fighters". */
const BASE_WORDS: ReadonlySet<string> = new Set(['base', 'basic', 'unupgraded', 'normal', 'regular', 'vanilla']);

/**
 * Whether word `at` of a query's words names the base unit, whose card's name has no number: a "1"
 * right after a unit's name ("carrier 1", "dn1"), or "base" right before it ("base carrier move 1
 * or 2", "do base fighters have a move value"). Neither is a word to search for: "1" is no count,
 * and "base" no home system or "based" (the unit's card answers).
 */
export function namesBaseLevel(words: readonly string[], at: number): boolean {
  return (words[at] === '1' && at > 0 && UNIT_WORDS.has(words[at - 1]!)) || (BASE_WORDS.has(words[at] ?? '') && isUnitWord(words[at + 1]));
}

// A unit's name with its upgrade level glued on, as players type it: "dn2", "inf2", "cv2", "warsun2".
const GLUED_LEVEL = /(?<![\p{L}\p{N}])(\p{L}+)([12])(?![\p{L}\p{N}])/gu;

// A unit's level said of many, as players say it: "fighter 2s", "dread 2's", "carrier IIs".
const PLURAL_LEVEL = /(?<![\p{L}\p{N}])(\p{L}+)(\s*)(2|ii)['’]?s(?![\p{L}\p{N}])/giu;

// A unit said upgraded, as players say its level II: "the upgraded dread", "upgraded carriers".
const UPGRADED = /(?<![\p{L}\p{N}])upgraded\s+(\p{L}+)(?![\p{L}\p{N}])/giu;

/**
 * The query with a unit's level set apart from its name ("dn2 move" -> "dn 2 move") and in the
 * singular ("fighter 2s move" -> "fighter 2 move"), which makes it an upgrade level: "2s" is no
 * word of the rules, and would leave the level unread.
 */
export function splitUnitLevel(query: string): string {
  return query
    .replace(PLURAL_LEVEL, (whole, name: string, space: string, level: string) => (isUnitWord(fold(name)) ? `${name}${space || ' '}${level}` : whole))
    .replace(GLUED_LEVEL, (whole, name: string, level: string) => (UNIT_WORDS.has(fold(name)) ? `${name} ${level}` : whole))
    .replace(UPGRADED, (whole, name: string) => (isUnitWord(fold(name)) ? `${name} 2` : whole));
}
