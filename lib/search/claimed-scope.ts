/**
 * The scope a belief claims: "you can trade with anyone anywhere", "you can throw every unit into
 * one battle", "pds fire every round". The rule that settles such a belief states the scope as a
 * restriction in its own words ("with each of his neighbors", "a maximum of three units", "after
 * the Move Ships step"), never by the claim's word: "anyone" is found only where players asked it of
 * another case ("can i trade with anyone during the agenda phase"). The claim's scope is the
 * question of it: who, where, how many, when.
 */
import { anyOf, SOMEONE_WORDS } from './question-words';

// The someone-words of every player (./question-words.ts): a claim of who. "Someone" claims no scope,
// "nobody" forbids the act itself; "every one of my ships", two words, is a count (how many).
const ANYONE = SOMEONE_WORDS.filter((w) => /^(?:any|every)/.test(w));

interface ClaimedScope {
  /** The words claiming the scope. */
  pattern: RegExp;
  /** The question of that scope, as the query's parser reads it ("how many", "when"; "" for who and where, stopwords). */
  asked: string;
  /** The question opens the claim ("when pds fire ..."): a question of when is read where it opens the query. */
  opens?: boolean;
}

// Each round, each turn, each time: the moment the claim spreads over, before any scope of a count.
const CLAIMED_SCOPES: readonly ClaimedScope[] = [
  { pattern: /\b(?:every|each)\s+(?:single\s+)?(?:round|turn|time)\b/gi, asked: 'when', opens: true },
  // "anyone", "everybody", "every player": who.
  { pattern: new RegExp(String.raw`\b${anyOf(ANYONE)}\b|\b(?:any|every)\s+player\b`, 'gi'), asked: '' },
  // "anywhere", "everywhere": where.
  { pattern: /\b(?:any|every)\s*where\b/gi, asked: '' },
  // "every unit", "any number of ships": how many.
  { pattern: /\b(?:every|any\s+number\s+of)\s+(?=\w)/gi, asked: 'how many ' },
];

/** The claim with each scope it claims as the question of that scope ("pds fire every round of combat" -> "when pds fire of combat"). */
export function withScopeAsked(claim: string): string {
  let opening = '';
  let rest = claim;
  for (const { pattern, asked, opens } of CLAIMED_SCOPES) {
    if (opens && rest.search(pattern) >= 0) opening = `${asked} `;
    rest = rest.replace(pattern, opens ? ' ' : asked);
  }
  return `${opening}${rest}`.replace(/\s+/g, ' ').trim();
}
