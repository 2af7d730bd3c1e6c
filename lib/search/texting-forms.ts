/**
 * A question typed as a text message, and the English it stands for (read by ./texting.ts). Each
 * row is shorthand of the kind a phone keyboard invites, not a phrase of one question: a word cut
 * to its consonants ("ppl", "abt"), a sound spelled with a digit ("b4", "2nd"), a symbol for a word
 * ("w/", "#", "&"), one of the game's words cut to a syllable ("pts", "obj"). The abbreviations
 * players also say aloud ("tg", "ac", "dread") are synonyms (see ./synonyms.ts), not here.
 */
import { anyOf, POSSESSIVES } from './question-words';

/** A texted form (one regular expression, matched case-insensitively) and its English. */
export interface TextingForm {
  readonly form: string;
  readonly english: string;
}

// Where a word ends: a shorthand typed with a symbol ("w/", "b/c") has no word boundary after it.
const END = String.raw`(?![\p{L}\p{N}])`;
const START = String.raw`(?<![\p{L}\p{N}/.])`;

/** A whole-word form (several spellings as alternatives) read as `english`. */
const word = (forms: string, english: string): TextingForm => ({ form: String.raw`${START}(?:${forms})${END}`, english });

// What "2" and "4" stand for only when a word follows that a count never counts: "how 2 move", "wait 4 the vote".
const TAKES_NO_COUNT = String.raw`(?=\s+(?:the|a|an|${anyOf(POSSESSIVES)}|ur|its|this|that|each|every|another|any|some|them|him|me|us|it|be|do|use|get|go|move|play|pay|spend|build|score|vote|attack|take|make|put|keep|have|retreat|land|win|see|know)\b)`;

// "allowed 2 trade", "need 2 retreat": "2" after a word that takes "to" and before one no count takes
// (not a plural, nor what a count qualifies: "need 2 hits", "want 2 more").
const AFTER_TO_VERB = String.raw`(?<=\b(?:allowed|able|want|wants|wanna|need|needs|going|supposed|how|try|trying|tries|chance|way|time)\s+2)(?=\s+(?!(?:more|extra|other|less|fewer|different|same|new|of|or|and|to)\b)[a-z]+(?<!s)\b)`;
// A unit's upgrade is its name and a "2" ("dread 2 move", "carrier 2 capacity"; see ./unit-card.ts): no "to" there.
const NO_UNIT_BEFORE = String.raw`(?<!\b(?:dread|dreads|dreadnought|dreadnoughts|dn|carrier|carriers|cv|cruiser|cruisers|ca|destroyer|destroyers|dd|fighter|fighters|ff|pds|dock|docks|sd|infantry|inf|gf|mech|mechs|flagship|ws|warsun|sun|suns)\s)`;

export const TEXTING_FORMS: readonly TextingForm[] = [
  // Symbols for words: "w/o a carrier", "fly w/ my dreads", "b/c", "# of dice", "ships & fighters".
  word('w/o|w/out', 'without'),
  { form: String.raw`${START}w/(?=\s|[\p{L}]|$)`, english: 'with ' },
  word('b/c|bc|bcuz|bcoz|bcz|cuz|coz|cos', 'because'),
  { form: String.raw`#\s*(?=of\b)`, english: 'number ' },
  { form: String.raw`\s&\s`, english: ' and ' },
  { form: String.raw`\s@\s`, english: ' at ' },
  // A sound spelled with a digit: "b4", "2nd", "1st", "3rd", "l8r"; "2" and "4" only before a word no count takes.
  word('b4|bfr|bfore', 'before'),
  word('1st', 'first'),
  word('2nd', 'second'),
  word('3rd', 'third'),
  word('l8r|l8er', 'later'),
  { form: String.raw`${START}${NO_UNIT_BEFORE}2(?:${TAKES_NO_COUNT}|${AFTER_TO_VERB})`, english: 'to' },
  { form: String.raw`${START}4${TAKES_NO_COUNT}`, english: 'for' },
  // Question words cut short: "wat", "y cant i", "hw", "wen"; "y" only where a question starts.
  word('wat|wut|wht|wot', 'what'),
  { form: String.raw`(^|[.?!]\s*|\b(?:but|so|and|ok|k)\s+)y(?=\s+(?:can|cant|cannot|does|doesnt|do|dont|is|isnt|are|r|would|wouldnt|did|didnt|not|wont|should|shouldnt|was|wasnt|am|u|did)\b)`, english: '$1why' },
  word('hw', 'how'),
  // Pronouns and verbs cut to a letter: "r u".
  word('u', 'you'),
  word('r', 'are'),
  word('wen|wn', 'when'),
  word('whr|wher', 'where'),
  word('shud|shld', 'should'),
  word('wud|wld', 'would'),
  word('cud|cld', 'could'),
  word('ur', 'your'),
  // Words cut to their consonants.
  word('ppl|ppls', 'players'),
  word('abt|bout', 'about'),
  word('smth|smthn|sth|smthng', 'something'),
  word('sb|smb|sum1|some1', 'someone'),
  word('btwn|btw(?=\\s+(?:the|my|two|2|them)\\b)|b/w', 'between'),
  word('rn', 'now'),
  word('thru|thro', 'through'),
  word('nxt', 'next'),
  word('rnd|rd(?=\\s)', 'round'),
  word('diff', 'different'),
  word('w/e|watev|whatev', 'whatever'),
  word('gonna', 'going to'),
  word('gotta', 'have to'),
  word('dunno', 'do not know'),
  word('tho|thou', 'though'),
  // The game's words cut to a syllable or two, too short to be read as the start of the word:
  // "how many pts", "a secret obj", "my hs", "res & infl", "thru the wh".
  word('pts', 'points'),
  word('pt', 'point'),
  word('objs', 'objectives'),
  word('obj', 'objective'),
  word('hs', 'home system'),
  word('res', 'resources'),
  word('infl', 'influence'),
  word('whs', 'wormholes'),
  word('wh', 'wormhole'),
  // Sign-offs and asides that ask nothing: "idk", "lol", "pls", "tbh".
  word('idk|lol|lmao|pls|plz|thx|ty|tbh|imo|ngl|fr|bruh|fyi|tia', ''),
];
