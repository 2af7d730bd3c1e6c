/**
 * A player half-quoting a card before asking of it: "the construction card says i can put a dock or
 * pds on a planet i control. can i put it in a system i already activated". The card named is what
 * the question asks about ("it"), never part of a backstory (see ./backstory.ts): its rules answer.
 */
import { anyOf, POSSESSIVES, SOMEONE_WORDS } from './question-words';
import { terms, wordSet } from './text';

// "the construction card says", "leadership card says", "my planet card has", "the cruiser ii card reads":
// up to three words naming the card before "card" and a verb of what it says.
const CARD_SAYS = /\b((?:[\p{L}\p{N}'’-]+\s+){1,3}?)(?:card|sheet)\s+(?:says|said|reads|has|states|lets)\b/giu;

/** Words before "card" that name none: "the card says", "one card says", "what does it mean when a card says". */
const NOT_A_NAME: ReadonlySet<string> = new Set(['the', ...POSSESSIVES, 'this', 'that', 'a', 'an', 'its', 'one', 'other', 'another', 'when', 'it', 'mean', 'means']);

/** The words naming the cards a query quotes ("construction" in "the construction card says ..."). */
export function quotedCardNames(query: string): Set<string> {
  const names = [...query.matchAll(CARD_SAYS)].map((m) => m[1]!.split(/\s+/).filter((w) => w && !NOT_A_NAME.has(w.toLowerCase())).join(' '));
  return wordSet(names.join(' '));
}

// Words of the players who follow a strategy card, not of the one who played it: "secondary",
// "follow", "the other players".
const FOLLOWERS = /\b(?:secondar(?:y|ies)|follow\w*|other players?)\b/i;

/**
 * Whether a card is quoted without a word of its followers ("leadership card says gain 3 tokens and
 * then buy more with influence"): it is read by the one resolving it, so of a strategy card the
 * primary ability, which the printed text states first, is asked about before its secondary (see
 * ./strategy-ability.ts).
 */
export function readsOwnCard(query: string): boolean {
  return quotedCardNames(query).size > 0 && !FOLLOWERS.test(query);
}

// The strategy cards' names; "trade" and "technology" name the card only as the card ("the trade
// card", "technology strategy card"): alone they are trade goods and the techs researched.
const STRATEGY_CARDS = ['leadership', 'diplomacy', 'politics', 'construction', 'warfare', 'imperial'];
const STRATEGY_CARDS_OF_COMMON_WORDS = ['trade', 'technology'];
// A strategy card named: "politics", "imperial", "the trade card".
const STRATEGY_CARD = new RegExp(String.raw`\b(?:${STRATEGY_CARDS.join('|')}|(?:${STRATEGY_CARDS_OF_COMMON_WORDS.join('|')})\s+(?:strat\w*|card))\b`, 'i');
/** The terms of the strategy cards' names. */
export const STRATEGY_CARD_TERMS: ReadonlySet<string> = new Set(terms([...STRATEGY_CARDS, ...STRATEGY_CARDS_OF_COMMON_WORDS].join(' ')));
// Words telling another player resolves the card, whose part is the secondary: "he played politics",
// "someone took warfare" (any someone-word, ./question-words.ts), "the rest of us".
const ANOTHER_PLAYS = new RegExp(String.raw`\b(?:he|she|they|${anyOf(SOMEONE_WORDS)}|opponent|rest of us|others)\b`, 'i');

/**
 * Whether a strategy card is named by the one resolving it ("how many do i draw with politics",
 * "leadership, do i get the 3 tokens first"): nothing of its followers, nobody else playing it. Its
 * primary ability is asked about, not its secondary.
 */
export function namesOwnStrategyCard(query: string): boolean {
  return STRATEGY_CARD.test(query) && !FOLLOWERS.test(query) && !ANOTHER_PLAYS.test(query);
}
