/**
 * A unit's name a phone's autocorrect (or a slip of the finger) turned into another word: "bruiser"
 * (cruiser), "infancy" (infantry), "destroyar". Such a word is no word of the rules, and so is read
 * as the one unit name it is a letter or two from, before anything else reads the query: "bruiser 2"
 * is then the Cruiser II ("2" after a unit's name is its level, not "to"; see ./texting-forms.ts).
 * A word the rules use is never touched ("carries", "fighting"), nor one near two unit names.
 */
import { UNIT_IDS } from '../units/table';
import { editDistance } from './vocabulary';

/** The unit names of one word, as a slip of them is typed: a short name ("mech", "pds") is too near too many words. */
const SLIPPED_NAMES: readonly string[] = UNIT_IDS.filter((id) => !id.includes('-') && id.length >= 6);

/** Edits a slip of a name of this many letters may be from it: two letters of a long name, one of a short one. */
const editsAllowed = (length: number): number => (length >= 7 ? 2 : 1);

/** The unit name a word the rules lack is a slip of, if exactly one is near enough (`known`: words the engine reads as they stand). */
export function unitSlipped(word: string, known: (word: string) => boolean): string | undefined {
  if (word.length < 5 || known(word)) return undefined;
  // A plural is typed of the plural ("bruisers": cruisers).
  const plural = word.endsWith('s') && !word.endsWith('ss');
  const bare = plural ? word.slice(0, -1) : word;
  const max = editsAllowed(bare.length);
  const near = SLIPPED_NAMES.filter((name) => editDistance(bare, name, max) <= max);
  return near.length === 1 ? `${near[0]}${plural ? 's' : ''}` : undefined;
}

/** The query with each word that is a slip of a unit's name written as that name. */
export function withUnitSlipsRead(query: string, known: (word: string) => boolean): string {
  return query.replace(/\p{L}+/gu, (typed) => unitSlipped(typed.toLowerCase(), known) ?? typed);
}
