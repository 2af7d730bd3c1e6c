/**
 * A player checking a belief of his table: "is it true you cant move through a nebula", "we always
 * played that pds fire every round, right?", "my group says you can trade with anyone", "is playing
 * to 14 points just a house rule". Who holds the belief and the check asked name no rule: the claim
 * does, and the rule that settles it holds the claim's words whichever way it rules. Two players
 * arguing, each with a claim, are a dispute (see ./dispute.ts). Another player's claim is framing
 * only opening the query ("he says i cant ..."); told after a story it is a part of the story.
 */
import { withScopeAsked } from './claimed-scope';
import { THEIR_CLAIM } from './dispute';
import { anyOf, QUESTION_WORDS } from './question-words';
import { terms } from './text';

// The check asked, as alternatives of one pattern. Typed last it follows a comma: "is that right?",
// "is that a thing" ask a verdict of a situation told (see ./dispute.ts), no belief.
const CHECK = new RegExp(
  [
    // "is it true (that)", "is that really real", "is that a real rule"
    String.raw`\bis\s+(?:it|that|this)\s+(?:really\s+|actually\s+)?(?:true|real|a\s+real\s+rule)\b(?:\s+that\b)?`,
    // "is that just a house rule", "a house rule"
    String.raw`\b(?:is\s+(?:it|that|this)\s+)?(?:just\s+)?an?\s+house\s*rule\b`,
    // ", right?", ", true?", "or not?" ending the query; "right?" typed straight after the claim
    // ("pds fire every round right?", on a phone often with no "?": "hero is once per game right"),
    // not after whom it judges ("is that right?", "am i right?") nor as a side ("on the right", "left or right")
    String.raw`(?:,\s*(?:right|true|correct)|\bor\s+not)\s*\?+\s*$`,
    String.raw`(?<!\b(?:is|am|are|was|were|that|thats|that's|it|i|you|he|she|they|who|whos|who's|the|or|and|to|my|his|her|their|your)\s+)\b(?:right|true)\s*\?*\s*$`,
    // "isn't it true that" (its contraction already read as "not": see ./query.ts `withNegations`),
    // "is it actually a rule that", "is there a rule that", "is that official"
    String.raw`\b(?:isn'?t|not)\s+it\s+true\b(?:\s+that\b)?|\bis\s+(?:it|there)\s+(?:really\s+|actually\s+)?a\s+rule\s+that\b|\bis\s+(?:it|that|this)\s+official\b`,
    // "true or false:", "myth or fact", "fact or myth?", ", yes?", "true or not"
    String.raw`\b(?:true\s+or\s+false|myth\s+or\s+fact|fact\s+or\s+myth|true\s+or\s+not)\b\s*[:?]*|,\s*(?:yes|yeah)\s*\?+\s*$`,
    // "does the rulebook really say", not "what does the rule say about ..." nor "why does the rule say"
    // (a question of what it says, or why), after any question word (./question-words.ts)
    String.raw`(?<!\b${anyOf(QUESTION_WORDS)}\s+)\bdoes\s+(?:the\s+)?(?:rules?|rule\s*book|lrr)\s+(?:really\s+|actually\s+)?say\b(?:\s+that\b)?`,
    // "is it a myth that", "are we doing it wrong"
    String.raw`\bis\s+(?:it|that|this)\s+(?:just\s+)?a\s+myth\b(?:\s+that\b)?`,
    String.raw`,?\s*\b(?:are|am)\s+(?:we|i)\s+(?:doing|playing)\s+it\s+wrong\b`,
  ].join('|'),
  'gi',
);

// Those a belief is heard from: the player's group, table, friends, family.
const PEOPLE = String.raw`(?:(?:play\s*)?group|table|friends?|buddy|buddies|mates?|meta|brother|sister|wife|husband|girlfriend|boyfriend|partner|room\s*mate|dad|father|mom|mother|son|daughter|kids?|cousin|family|co-?workers?)`;

// Who holds it. A verb of playing or letting is a belief's only with "that" or "always" ("we played
// warfare", "my friend played trade" are stories), and "group" only with such a verb ("my group is
// moving" in Empires of the Void is a group of units).
const HOLDER = new RegExp(
  [
    // "my group says", "our table always plays it that", "my buddy thinks", "my group lets that"
    String.raw`\b(?:my|our)\s+${PEOPLE}\s+(?:(?:always\s+|usually\s+)?(?:says?|said|thinks?|thought|claims?|believes?|insists?|rules?|told\s+(?:me|us)|keeps?\s+saying)\b(?:\s+that\b)?|(?:always\s+|usually\s+)(?:lets|allows?|plays?|played)\b(?:\s+(?:it\s+)?that\b)?|(?:lets|allows?|plays?|played|(?:has\s+)?been\s+playing)\s+(?:it\s+)?that\b)`,
    // "my group lets people pass early", "our table allows anyone to", "we let players": a table letting
    // anyone do a thing plays it as a rule ("my buddy lets me borrow his fleet" tells a deal, no belief)
    String.raw`\b(?:(?:my|our)\s+${PEOPLE}|we)\s+(?:always\s+|usually\s+)?(?:lets?|allows?)\s+(?:people|players|everyone|everybody|anyone|anybody|you)\b`,
    // "someone said", "somebody told me", "a guy claims", "someone in my group insists", "the rules lawyer at our table says"
    String.raw`\b(?:some\s*one|somebody|people|a\s+(?:friend|guy)|one\s+(?:guy|player)|(?:the\s+|our\s+|my\s+)?rules?\s+lawyer)(?:\s+(?:in|at|from)\s+(?:my|our)\s+${PEOPLE})?\s+(?:says?|said|claims?|claimed|told\s+(?:me|us)|thinks?|insists?|keeps\s+saying)\b(?:\s+that\b)?`,
    // "we thought", "we've always believed", "we were told"
    String.raw`\bwe(?:'ve|\s+have)?\s+(?:always\s+|usually\s+|been\s+)?(?:thought|believed|assumed|heard|were\s+told)\b(?:\s+that\b)?`,
    // "we always played that", "we've been playing that", "we play it that"
    String.raw`\bwe(?:'ve|\s+have)?\s+(?:always|usually)\s+(?:play(?:ed)?|been\s+playing)\b(?:\s+(?:it\s+)?that\b)?`,
    String.raw`\bwe(?:'ve|\s+have)?\s+(?:play(?:ed)?|been\s+playing)\s+(?:it\s+)?that\b`,
    // "i heard", "was told", "apparently", "i always assumed", "pretty sure", "am i wrong that", "correct me if im wrong but"
    String.raw`\b(?:i\s+)?(?:heard|was\s+told|read\s+somewhere)\b(?:\s+that\b)?|\bapparently\b`,
    String.raw`\bi\s+(?:always\s+)?(?:assumed|believed|thought)\b(?:\s+that\b)?|\bpretty\s+sure\b(?:\s+that\b)?`,
    // "i was taught that", "we were taught", "we learned that"
    String.raw`\b(?:i\s+was|we\s+were)\s+taught\b(?:\s+that\b)?|\bwe\s+learn(?:ed|t)\s+that\b`,
    String.raw`\bam\s+i\s+wrong\b(?:\s+(?:that|in\s+thinking)\b)?|\bcorrect\s+me\s+if\s+i'?m\s+wrong\b(?:\s+but\b)?`,
    // "according to my group", "the guy who taught us said"
    String.raw`\baccording\s+to\s+(?:my|our)\s+(?:group|table|friends?|buddy|mates?)\b`,
    String.raw`\b(?:the\s+)?(?:guy|person|friend)\s+who\s+taught\s+(?:us|me)\s+(?:says|said)\b(?:\s+that\b)?`,
  ].join('|'),
  'gi',
);

// Another player's claim opening the query ("he said he was retreating but ...", "friend says my
// factory is blockaded, what ..."): the question is of the claim. Told after a story ("..., he says
// 'cannot' beats my tech") it is a part of the story, whose words it may quote; followed by a
// question word ("he said what is up") it reports a question, no claim.
const OPENING_CLAIM = new RegExp(String.raw`^\s*(?:${THEIR_CLAIM.source})(?!\s*${anyOf(QUESTION_WORDS)}\b)`, 'i');

/**
 * The query without a belief's framing (who holds it, the check asked), and how many words that
 * framing had (0 for none): the claim is told at the length the player typed it, as the words a
 * question is wrapped in are (see ./filler.ts).
 */
export function withoutBelief(query: string): { query: string; framing: number } {
  const rest = query.replace(HOLDER, ' ').replace(CHECK, ' ').replace(OPENING_CLAIM, ' ');
  if (rest === query || !terms(rest).length) return { query, framing: 0 };
  // The scope the claim states is asked of the rules (see ./claimed-scope.ts); another player's claim is no belief checked.
  const claim = OPENING_CLAIM.test(query) ? rest : withScopeAsked(rest);
  return { query: claim, framing: terms(query).length - terms(rest).length };
}
