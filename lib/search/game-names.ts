/**
 * The games' names as players type them: "ti3", "TI 3", "TI-III", "Twilight Imperium III", "third
 * edition", an expansion's name ("Shattered Empire", "Shards of the Throne": not TI4's agenda "Shard
 * of the Throne"); "EotV II",
 * "Empires of the Void 2"; a long name typed with a slip ("twilght imperum 3", "empire of void"). Each form is read as the game's one short name ("ti3", "eotv", "ti4"),
 * which the query parser takes out of the query and turns into that game's sources (see
 * `GAME_WORDS`): a name typed in any form ranks that game's items first, and is no word to search.
 */
import type { Game } from '../corpus/types';
import { editDistance } from './vocabulary';

/** The short name each game is read as, and the game it names. */
export const GAME_WORDS: Readonly<Record<string, Game>> = { ti3: 'TI3', eotv: 'EotV', ti4: 'TI4' };

// "ti", "ti-", "ti:", "twilight imperium" before an edition number ("3", "iii", "3rd", "3e").
const TI = String.raw`(?:ti|twilight\s+imperium)[\s:-]*`;
// An edition's ending: "ti3e", "ti 3rd ed", "twilight imperium 3rd edition"; a possessive "ti3's".
const EDITION = String.raw`(?:rd|th)?(?:\s*(?:e|ed|edition)\b\.?)?(?:'?s)?`;
// Not "ti 3 player game": a count of players is no edition.
const NOT_PLAYERS = String.raw`(?![\s-]*(?:p\b|players?\b|pl\b))`;
// A veteran names the editions by number alone: "in 3e", "4ed", "4th ed"; "in 4th", "for 3rd" where no
// noun follows ("in 4th and what is it", not "in 4th round" or "3rd place").
const BARE = (n: string, ord: string) =>
  String.raw`\b${n}(?:e|ed)\b\.?|(?<=\b(?:in|for|of|from)\s+(?:the\s+)?)${ord}(?=\s*(?:$|[,.?!;:)])|\s+(?:and|or|but|now|too|still|either|then|vs)\b)`;

const FORMS: readonly { name: string; pattern: RegExp }[] = [
  {
    name: 'ti3',
    pattern: new RegExp(
      String.raw`\b${TI}(?:3|iii)${EDITION}${NOT_PLAYERS}(?![\p{L}\p{N}])|\b(?:third|3rd)\s+ed(?:ition|\b\.?)|${BARE('3', '(?:3rd|third)')}|\bshattered\s+empires?\b|\bshards\s+of\s+the\s+throne\b|\bsott\b`,
      'giu',
    ),
  },
  {
    name: 'ti4',
    pattern: new RegExp(String.raw`\b${TI}(?:4|iv)${EDITION}${NOT_PLAYERS}(?![\p{L}\p{N}])|\b(?:fourth|4th)\s+ed(?:ition|\b\.?)|${BARE('4', '(?:4th|fourth)')}`, 'giu'),
  },
  // The second edition is the one the rules are of: "eotv 2", "eotv ii", "eotv2", "empire of the void".
  { name: 'eotv', pattern: /\b(?:empires?\s+of\s+the\s+void|eotv)(?:[\s-]*(?:2|ii))?(?:'?s)?(?![\p{L}\p{N}])/giu },
];

/**
 * A long name's words as typed in haste ("twilght imperum 3", "emprires of teh void", "empires of
 * void"): each word within an edit of the name's (two for a word of eight letters or more), read
 * as the name only where all its words stand together, so no lone word is changed ("expire").
 */
const TYPED_NAMES: readonly { words: RegExp; name: readonly string[]; fix: string }[] = [
  { words: /\b(\p{L}{5,})\s+(\p{L}{5,})\b/gu, name: ['twilight', 'imperium'], fix: 'twilight imperium' },
  { words: /\b(\p{L}{5,})\s+(\p{L}{1,3})\s+(?:(\p{L}{2,4})\s+)?(\p{L}{3,5})\b/gu, name: ['empires', 'of', 'the', 'void'], fix: 'empires of the void' },
];

/** Whether `typed` is `word` typed with a slip (see TYPED_NAMES). */
const near = (typed: string, word: string) => editDistance(typed.toLowerCase(), word, word.length >= 8 ? 2 : 1) <= (word.length >= 8 ? 2 : 1);

/** Held by every long name TYPED_NAMES mends, case aside, short of two slips in "imperium" or "void": only such a query is looked at. */
const MAYBE_TYPED_NAME = /imp|void/i;

/** The query with each long game name typed with a slip spelled right. */
function withNameTyposMended(query: string): string {
  if (!MAYBE_TYPED_NAME.test(query)) return query;
  return TYPED_NAMES.reduce((q, { words, name, fix }) => {
    let out = '';
    let at = 0;
    words.lastIndex = 0;
    for (let m = words.exec(q); m; m = words.exec(q)) {
      const typed = m.slice(1, name.length + 1);
      // Each word the name's, up to a slip ("empire" is "empires"); a word left out may only be "the".
      const fits = name.every((w, k) => (typed[k] === undefined ? w === 'the' : near(typed[k]!, w) || (w === 'empires' && near(typed[k]!, 'empire'))));
      if (fits) {
        out += q.slice(at, m.index) + fix;
        at = m.index + m[0].length;
      } else {
        // No name here: it may start at the next word ("played twilght imperium").
        words.lastIndex = m.index + m[1]!.length;
      }
    }
    return out + q.slice(at);
  }, query);
}

/**
 * What every form above and every short name holds, case aside (under the same flags, so the same
 * letters fold alike): a query without any of these names no game. Checked first, the forms'
 * Unicode patterns run only for the few queries that might (their first runs compile them, tens of
 * milliseconds on a slowed phone, paid by the first keystroke's quick answer).
 */
const MAYBE_NAMED = /ti|twilight|third|3rd|shattered|shards|sott|fourth|4th|empire|eotv|void|imper|[34]e/iu;

/** The games the query names, in any form typed. */
export function gamesNamed(query: string): Set<Game> {
  if (!MAYBE_NAMED.test(query)) return new Set();
  const words = withGameNames(query).toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return new Set(words.flatMap((w) => (Object.hasOwn(GAME_WORDS, w) ? [GAME_WORDS[w]!] : [])));
}

/** The query with each game's name, in any form typed, as that game's short name ("Shards of the Throne mercenaries" -> "ti3 mercenaries"). */
export function withGameNames(query: string): string {
  return FORMS.reduce((q, { name, pattern }) => q.replace(pattern, ` ${name} `), withNameTyposMended(query));
}
