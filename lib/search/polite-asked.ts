/**
 * A question written as to a chat assistant: "Hello! Could you please tell me whether I can
 * activate a system that has another player's token in it? Thank you." The greeting, the asking
 * frame and the thanks name nothing the rules state, yet read as words they weigh as the rarest of
 * the query ("hello", "kindly", "appreciate" are in no rule), and "many thanks" asks no count. The
 * question is what the frame wraps: left out, it is searched as a player at the table types it.
 */
import { anyOf, ASKING_VERBS, NEGATED_ASKING_VERBS, QUESTION_WORDS } from './question-words';
import { terms } from './text';

// Whom the question is addressed to, after a greeting: "hi there", "hello everyone", "hey assistant".
const ADDRESSED = ['there', 'all', 'everyone', 'folks', 'friend', 'assistant', 'bot', 'chatbot'];

// A greeting opening the query, or a sentence of its own: "Hello!", "Hi there,", "Good morning.", "Dear assistant,".
const GREETING = new RegExp(
  String.raw`(^|[.!?]\s+)(?:${anyOf(['hello', 'hi', 'hey', 'hiya', 'howdy', 'greetings', 'good morning', 'good afternoon', 'good evening', 'good day', 'dear'])})(?:\s+${anyOf(ADDRESSED)})?\s*(?:[,.!:;-]+\s*|$)`,
  'gi',
);

// Thanks or a sign-off closing the query or a sentence of its own: "Thank you.", "Many thanks!", "Thanks in advance", "Best regards".
const THANKS = new RegExp(
  String.raw`(?:^|(?<=[.!?,]\s*))(?:${anyOf(['thank you', 'thanks', 'many thanks', 'thanks a lot', 'much appreciated', 'cheers', 'best regards', 'kind regards', 'regards'])})(?:\s+(?:so\s+|very\s+)?much)?(?:\s+in\s+advance)?(?:\s+for\s+(?:your|the)\s+help)?\s*(?:[.!]+|$)`,
  'gi',
);

// Whom the player asks to answer, a frame whole: "would you be so kind as to", "i'd appreciate it if
// you could", "do you know"; or only with what he asks of them (below): "could you (tell me)", "if
// you could (tell me)". "Can you take a planet" asks what a player can do: "you" is anyone.
const ASKING_YOU = String.raw`(?:would\s+you\s+be\s+so\s+kind\s+as\s+to|(?:i'?d|i\s+would)\s+appreciate\s+it\s+if\s+you\s+could|do\s+you\s+(?:happen\s+to\s+)?know)`;
const ASKING_YOU_TO = String.raw`(?:(?:if\s+)?you\s+could|(?:could|would|can|will)\s+you)`;
// What he asks it to do, "please" or "kindly" before: "tell me", "let me know", "help me understand",
// "clarify", "confirm"; "explain" only before what it is asked to explain whether, what or how.
const SPOKEN_TO = String.raw`(?:me|us)`;
const ASKED_OF_THEM = String.raw`\s+(?:please\s+|kindly\s+)?(?:tell\s+${SPOKEN_TO}(?!\s+about\b)|let\s+${SPOKEN_TO}\s+know|help\s+${SPOKEN_TO}\s+(?:to\s+)?understand|(?:clarify|explain)(?:\s+(?:to|for)\s+${SPOKEN_TO})?(?=\s+(?:whether|if|what|how)\b)|clarify(?:\s+for\s+${SPOKEN_TO})?|confirm)`;
// Not a frame before "explain" asked of a thing ("could you explain the rule about deals, and
// whether they bind") nor "tell me about": left opening the query, it would ask what the thing is
// (see ./query.ts `EXPLAIN`), not the question after it.
const THING_EXPLAINED = String.raw`(?!\s+(?:please\s+|kindly\s+)?(?:explain(?!(?:\s+(?:to|for)\s+${SPOKEN_TO})?\s+(?:whether|if|what|how)\b)|tell\s+${SPOKEN_TO}\s+about)\b)`;
// Not after a question word: "how can you tell" asks the question's own "can you".
const YOU_ASKED = String.raw`(?<!\b${anyOf(QUESTION_WORDS)}\s+)(?:${ASKING_YOU}${THING_EXPLAINED}(?:${ASKED_OF_THEM})?|${ASKING_YOU_TO}${THING_EXPLAINED}${ASKED_OF_THEM})`;

// What the player would like: "i would like to know", "i'd like to ask", "i was wondering", "i want to understand".
const I_ASK = String.raw`(?:i'?d|i\s+would)\s+(?:like|love)\s+to\s+(?:know|ask|understand|check|confirm|clarify)|i\s+(?:was\s+|am\s+)?wondering|i\s+wonder|i\s+want\s+to\s+(?:know|understand)|i\s+have\s+a\s+(?:quick\s+)?question\s*[:,.?-]`;

// The frame and the "whether"/"if" joining it to the question it wraps; "please", "kindly" wherever typed.
const FRAME = new RegExp(String.raw`\b(?:${YOU_ASKED}|${I_ASK})(?:\s+(?:whether|if)\b)?|,?\s*\b(?:please|kindly)\b,?`, 'gi');

// A question asked inside the frame keeps a statement's order: "tell me what a component action is
// and how it works". Asked directly, "what is a component action", it is read as asking what the thing is.
const EMBEDDED_WHAT = /\bwhat\s+((?:[\w'-]+\s+){0,5}?[\w'-]+)\s+(is|are)(?=\s*(?:[?.,!;]|\b(?:and|or)\b|$))/gi;

// So does "tell me when the agenda phase starts": "when" and a statement read as a condition of the
// question to come ("when the agenda phase starts, can i ..."); asked, it is "when does the agenda phase start".
const EMBEDDED_WHEN = new RegExp(String.raw`^\s*(when|where|why)\s+(?!${anyOf(ASKING_VERBS, NEGATED_ASKING_VERBS)}\b)`, 'i');

/** The query without the greeting, thanks and asking frame a chat assistant is written with; as typed when nothing else is left. */
export function withoutPoliteness(query: string): string {
  const rest = query.replace(GREETING, '$1').replace(THANKS, ' ').replace(FRAME, ' ').replace(/\s+(?=[.,!?;:])/g, '').replace(/\s+/g, ' ').trim();
  return rest !== query && terms(rest).length ? rest.replace(EMBEDDED_WHAT, 'what $2 $1').replace(EMBEDDED_WHEN, '$1 does ') : query;
}
