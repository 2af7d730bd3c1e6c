/**
 * A player asking for the answer at its simplest: "explain like im 5", "eli5", "tldr of", "in plain
 * english", "dumb it down", "the short version", "for dummies", "in a nutshell". He asks what a host
 * teaching the table asks (see ./overview.ts): the topic as its entry puts it, or the one case he
 * names. The words asking it simple name no rule ("short", "version", "plain" are in few), so as query
 * words they would weigh as the rarest: left out, the question is read as a lesson's framing is.
 */

// Whom he asks it explained to: "like im 5", "like i'm five", "like i am a kid", "like im new".
const LIKE_A_CHILD = String.raw`like\s+(?:i'?m|i\s+am)\s+(?:a\s+|an\s+)?(?:5|five|new|kid|child|toddler|baby|beginner|noob|newbie|dumb|stupid|idiot)`;
// The words it is put in: "in simple words", "in plain english", "in layman's terms", "in a nutshell", "in baby steps".
const IN_WORDS = String.raw`in\s+(?:(?:simple|plain|easy|basic|normal|layman'?s?|human)\s+(?:words|terms|english|language)|a\s+nutshell|baby\s+steps)`;
// Asked short: "tldr", "tl;dr", "the short version", "simplest explanation", "keep it short", "super simple".
// "Simply" only as the telling's ("explain simply", "simply put"): "is the active player simply whoever ..." checks a thing.
const SHORT = String.raw`eli5|tl;?\s*dr|(?:the\s+)?(?:short|shorter|simple|simplest|quick)\s+version|(?:the\s+)?simplest\s+explanation|keep\s+it\s+(?:short|simple)|short\s+and\s+sweet|(?:super|very|nice\s+and|quick\s+and)\s+simple|dumb(?:ed)?\s+(?:it\s+)?down|for\s+dummies|(?<=\bexpla\w*\s+)simply|simply\s+put|put\s+simply`;

/** The words a player asks the simplest answer with, and the "of" joining them to the topic ("tldr of the agenda phase"). */
export const SIMPLY = new RegExp(String.raw`\b(?:${LIKE_A_CHILD}|${IN_WORDS}|${SHORT})\b(?:\s+(?:of|on|for)\b)?`, 'gi');
