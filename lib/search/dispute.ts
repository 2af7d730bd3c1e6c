/**
 * Two players disagreeing, one asking who is right: "i wanted to retreat next door where i have no
 * ships. my friend says you can only retreat to a system with your own ships. who is right". The
 * claims hold the words of the rule that decides, either's; the framing (who says what, "who's
 * right", "is it legal") names no rule. What happened before the first claim is the story they
 * argue over, which weighs as a backstory (see ./backstory.ts): a verdict asked in a sentence of
 * its own would otherwise read the claims as a backstory to "who's right".
 */
import { wordSet } from './text';

// Verbs that carry the claim without a claimant before them: "... swears that", "... is convinced".
const CLAIMS_ALONE = String.raw`swears|reckons|insists|is\s+convinced|keeps\s+saying`;
// Someone else's claim: "my friend says", "he's saying", "my buddy thinks"; whoever "swears", "reckons",
// "insists", "is convinced", "keeps saying" (no rule's words: "the guy across from me is convinced").
export const THEIR_CLAIM = new RegExp(
  String.raw`\b(?:(?:my\s+)?(?:friend|freind|buddy|mate|pal|bro|brother|sister|wife|husband|partner|cousin|roommate|opponent|neighbou?r|guy|dude)|he|she|they)\s+(?:says|said|thinks|claims|argues|believes|is\s+sure|${CLAIMS_ALONE})\b(?:\s+that\b)?|\b(?:${CLAIMS_ALONE})\b(?:\s+that\b)?|\b(?:he|she)(?:'?s|\s+is)\s+saying\b(?:\s+that\b)?`,
  'gi',
);
// The asker's own: "i say", "i'm saying", "i think".
const MY_CLAIM = /\bi\s+(?:say|said|think|thought|claim|argue|swear|believe|reckon|told\s+(?:him|her|them)|keep\s+telling\s+(?:him|her|them))\b(?:\s+that\b)?|\bi(?:'?m|\s+am)\s+(?:saying|(?:pretty\s+)?sure)\b(?:\s+that\b)?/gi;
// The verdict asked: "who's right", "which of us is correct", "is he right", "is it legal", "does he have a point", "we disagree".
const VERDICT =
  /\b(?:so\s+)?(?:who'?s|who\s+is|which\s+(?:of\s+us|one)\s+is)\s+(?:right|correct)\b|\bis\s+(?:he|she|it|that|this)\s+(?:right|correct|legal|allowed|legit)\b|\bargu(?:e|ing|ment)\b|\bdoes\s+(?:he|she)\s+have\s+a\s+point\b|\bwe\s+disagree(?:\s+(?:about|on))?\b|\bdispute\b:?|\bdisagreement\b|\bsettle\s+(?:it|this)\b|\bwho\s+wins\s+this(?:\s+one)?\b|\bwhich\s+is\s+it\b|\b(?:fighting|arguing)\s+(?:over|about)\b|\bcan\s+(?:he|she)\s+do\s+that\b(?:\s+or\s+not\b)?|,?\s*right\s*\?\s*$/gi;

const found = (pattern: RegExp, query: string) => query.search(pattern);

export interface Dispute {
  /** The query without the dispute's framing. */
  query: string;
  /** The words of the story told before the first claim, and those of the claims; undefined when a claim opens the query. */
  story?: { before: Set<string>; now: Set<string> };
}

/**
 * The dispute a query tells (another player's claim against the asker's, or either with a verdict
 * asked); undefined otherwise: "he says i cant" alone is a story's.
 */
export function readDispute(query: string): Dispute | undefined {
  const theirs = found(THEIR_CLAIM, query);
  const mine = found(MY_CLAIM, query);
  const verdict = found(VERDICT, query) >= 0;
  if (!(theirs >= 0 && mine >= 0) && !((theirs >= 0 || mine >= 0) && verdict)) return undefined;
  const unframed = (text: string) => text.replace(VERDICT, ' ').replace(THEIR_CLAIM, ' ').replace(MY_CLAIM, ' ');
  const first = Math.min(...[theirs, mine].filter((at) => at >= 0));
  const before = wordSet(unframed(query.slice(0, first)));
  const now = wordSet(unframed(query.slice(first)));
  return { query: unframed(query), ...(before.size && now.size ? { story: { before, now } } : {}) };
}
