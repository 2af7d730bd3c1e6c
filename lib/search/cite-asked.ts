/**
 * A player asking where the rules say something: "where does it say i can't pass before ...",
 * "which rule covers both sides wiped out", "what's the rule number for running out of ships", "is
 * there a rule about ...", "rule that defines reinforcements". The framing names the rulebook, not
 * a topic: "rule", "say", "number" and "covers" are in hundreds of items ("the rules", "a number of")
 * and would outweigh the claim's rarer words. What is cited is the claim after it, and the answer
 * is the rule stating that claim; asked to "define" a thing, the answer is the thing's definition.
 */

// The verbs that say what the rule does with the claim: it says it, covers it, explains it.
const CITING = String.raw`(?:says?|said|states?|mentions?|covers?|handles?|governs?|explains?|talks?\s+about|deals?\s+with|is\s+about|appl(?:y|ies)\s+to|is\s+(?:it|that|this)(?:\s+(?:for|about|on))?)`;
// The verbs that ask a definition of the thing cited.
const DEFINING = String.raw`(?:defines?|definition\s+(?:of|for))`;
// The rules' names: "rules", "rulebook", "lrr", "reference", "book".
const RULEBOOK_NAME = String.raw`(?:rules?|rule\s*book|rules\s+reference|reference|lrr|book|faq)`;
// Where the rules are named: "the rules", "the rulebook", "the lrr", or "it".
const RULEBOOK = String.raw`(?:it|the\s+${RULEBOOK_NAME})`;

// A framing that asks a definition of the thing cited ("rule that defines ...").
const DEFINES = new RegExp(DEFINING, 'i');

// A citation asked, as alternatives of one pattern, each with the claim right after it.
const CITE = new RegExp(
  [
    // "where does it say (that)", "where do the rules state", "where in the rules does it say", "where is it written"
    String.raw`\bwhere\s+(?:in\s+the\s+${RULEBOOK_NAME}\s+)?(?:does|do|did|is)\s+${RULEBOOK}\s+(?:${CITING}|${DEFINING}|written)(?:\s+that)?\b`,
    // "where's the rule (that says|for|about)"
    String.raw`\bwhere(?:'?s|\s+is)\s+(?:the\s+)?rules?\b(?:\s+(?:that|which)\s+(?:${CITING}|${DEFINING}))?(?:\s+(?:for|on|about|that))?`,
    // "which rule (says|covers|defines)", "what rules apply to", "which rule is it for"
    String.raw`\b(?:which|what)\s+rules?\b(?:\s+(?:${CITING}|${DEFINING}))?(?:\s+(?:that|for|about|on))?`,
    // "(what's the) rule number for", "rule # for", "the number of the rule about"
    String.raw`\b(?:what(?:'?s|\s+is)\s+)?(?:the\s+)?rule\s+(?:number|#|no\.?)\s+(?:for|of|on|about)\b`,
    // "is there a rule (about|for|on|saying)", "is there any rule covering"
    String.raw`\bis\s+there\s+(?:a|any)\s+rules?\s+(?:about|for|on|saying|covering|regarding|explaining)\b`,
    // "(the) rule that says (that)", "rules which define"
    String.raw`\b(?:the\s+)?rules?\s+(?:that|which)\s+(?:${CITING}|${DEFINING})(?:\s+that)?\b`,
  ].join('|'),
  'gi',
);

// A rule's topic opening the query ("rules on invasion", "rule for transport"): ./query.ts reads it as
// the whole topic asked. Followed by a claim ("rules on when a player is eliminated", "rule about only
// scoring one objective per combat") it cites the rule stating the claim, which is no overview.
const TOPIC_RULES = /^\s*(?:the\s+)?rules?\s+(?:for|on|about|of|regarding)\b/i;

// What ends a topic named: a clause of its own after it ("rules on invasion, what are the steps").
const CLAUSE_END = /[,;:?.!]/;
// The words that open a claim's clause: a condition, a moment, a restriction.
const CLAUSE_WORDS = /\b(?:when|whenever|if|once|after|before|until|while|only|per|can|cannot|can'?t|not|must|has|have|is|are)\b/i;
// A topic is named in a few words ("rules for fleet supply", "rules on space cannon offense").
const TOPIC_WORDS = 3;

/** Whether `text`, up to its first clause's end, states a claim rather than naming a topic. */
function statesClaim(text: string): boolean {
  const named = text.split(CLAUSE_END)[0]!.trim();
  return CLAUSE_WORDS.test(named) || named.split(/\s+/).length > TOPIC_WORDS;
}

/**
 * The query without its citation framing: the claim cited, and whether a definition is asked
 * ("rule that defines reinforcements"); the query as typed when it asks no citation.
 */
export function withoutCitation(query: string): { query: string; defines: boolean } {
  const rest = query.replace(CITE, ' ');
  if (rest !== query && rest.trim()) return { query: rest, defines: (query.match(CITE) ?? []).some((framing) => DEFINES.test(framing)) };
  const topic = TOPIC_RULES.exec(query);
  if (topic && statesClaim(query.slice(topic[0].length))) return { query: query.slice(topic[0].length), defines: false };
  return { query, defines: false };
}
