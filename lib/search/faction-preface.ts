/**
 * A faction named before the question ("playing sol, can my infantry ...", "nekro: what does their
 * flagship do"): when the question speaks of it in the third person, it is what is asked.
 */
import { factionNameSource as nameSource, TI4_FACTIONS } from './faction-names';

// Longest first: "the barony of letnev" before "barony".
const FORMS = TI4_FACTIONS.flat().sort((a, b) => b.length - a.length);
const NAME = `(?:the\\s+)?(${FORMS.map(nameSource).join('|')})(?:\\s+player)?(?![\\w'’])`;

// "playing sol", "i'm playing as the hacan", "i play sol", "my faction is sol", "first game as
// letnev", "we're the nekro", "nekro here", "im the l1z1x player", "naalu:", "jol nar, ...": the
// faction said before the question. A name after "as", "play" or "is" needs nothing after it; a
// bare name needs "here" or a colon, dash or comma (the last alternative: see BARE_NAME).
const OPENING = new RegExp(
  `^\\s*(?:(?:(?:i'?m|i\\s+am|we'?re|we\\s+are|currently)\\s+)?playing\\s+(?:as\\s+)?${NAME}(?:\\s+here)?|(?:i|we)\\s+play\\s+(?:as\\s+)?${NAME}|my\\s+faction\\s+is\\s+${NAME}|(?:(?:my\\s+)?first\\s+(?:game|time)\\s+)?as\\s+${NAME}|new\\s+to\\s+${NAME}|(?:i'?m|i\\s+am|we'?re|we\\s+are)\\s+${NAME}|${NAME}\\s+here\\b|${NAME}\\s*(?=[:,–-]))\\s*[:,;.!–-]*\\s*`,
  'i',
);
// A bare name opening the query ("nekro: ...", "jol nar, ...") is who asks or what is asked: the
// first person or the third person that follows tells which ("naalu: does my 0 token ..." asks as
// the Naalu, "nekro: what does their flagship do" asks of the Nekro). Neither said, who asks.
const FIRST_PERSON = String.raw`\b(?:i|i'?m|i'?ve|me|my|mine|we|we'?re|us|our)\b`;
const THIRD_PERSON = String.raw`\b(?:they|they'?re|them|their|theirs|its)\b`;
const SPOKEN_OF = new RegExp(`^(?:(?!${FIRST_PERSON}).)*?${THIRD_PERSON}`, 'i');

// The group of OPENING's last alternative, a bare name before a colon, dash or comma: its last group.
const BARE_NAME = new RegExp(`${OPENING.source}|`).exec('')!.length - 1;

/**
 * The query asked of the faction a bare name opens it with ("nekro: what does their flagship do"),
 * as "nekro what does their flagship do": the name searched with the rest, and whose "their" is
 * (see ./owner.ts). Undefined when the opening names no faction spoken of in the third person.
 */
export function factionSpokenOf(query: string): string | undefined {
  const m = OPENING.exec(query);
  const name = m?.[BARE_NAME];
  if (!m || name === undefined) return undefined;
  const rest = query.slice(m.index + m[0].length);
  return SPOKEN_OF.test(rest) ? `${name} ${rest}` : undefined;
}
