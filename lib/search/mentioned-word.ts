/**
 * A connective the player names as a word: 'an ability with "and"', "what does the word then
 * mean", "an ability with or does". The rules define how the words joining an ability's parts read
 * ('effects separated by the word "and"', 1.7; "then", 1.15): named, such a word is the thing
 * asked, though as a stopword elsewhere it is too common to search. Other quoted stopwords are
 * names ('vote for "for"'), no word of the rules.
 */

// The words joining the parts of an ability, which the rules define.
const CONNECTIVE = '(and|or|then|if|when|but)';
// Quoted, "to" is one too: it joins an ability's cost to its effect ('exhaust this card "to" ...',
// 1.9). Unquoted it is too common to be named as a word ("he has to?").
const QUOTED_CONNECTIVE = '(and|or|then|if|when|but|to)';
// 'with "and"', "the word 'or'": quoted, or after "the word", or named as what a text holds ("an
// ability with and does", "cards that say or?") where no word of its own follows it as a
// conjunction would ("with and without" joins two words).
const MENTIONED = [
  new RegExp(String.raw`(?<=^|[\s(])["'‘“]${QUOTED_CONNECTIVE}["'’”](?=$|[\s,.;:?!)])`, 'gi'),
  new RegExp(String.raw`\bthe\s+words?\s+${CONNECTIVE}\b`, 'gi'),
  new RegExp(String.raw`\b(?:with|says?|using|uses|has)\s+${CONNECTIVE}\b(?=\s+(?:does|do|is|are|mean|means|work|works)\b|\s*[,.;:?!]|\s*$)`, 'gi'),
];

// What an ability's words are printed on: a connective typed beside these alone ("then ability",
// "abilities and", "then on cards") is a keyword search for how that word reads on a card, with no
// sentence for it to join.
const CARD_TEXT = String.raw`(?:abilit(?:y|ies)|effects?|cards?|card\s+text|wording|keywords?)`;
const KEYWORDS = new RegExp(String.raw`^\s*(?:${CARD_TEXT}\s+${CONNECTIVE}|${CONNECTIVE}\s+(?:(?:on|in)\s+)?${CARD_TEXT})\s*\??\s*$`, 'i');

/** The connectives `query` names as words (see `MENTIONED`, `KEYWORDS`), lower case. */
export function mentionedWords(query: string): Set<string> {
  const keyword = KEYWORDS.exec(query);
  const named = keyword ? [(keyword[1] ?? keyword[2])!] : [];
  return new Set([...named, ...MENTIONED.flatMap((re) => [...query.matchAll(re)].map((m) => m[1]!))].map((w) => w.toLowerCase()));
}
