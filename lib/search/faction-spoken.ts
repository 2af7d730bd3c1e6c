/**
 * A faction's bare name opening the query ("nekro: what does their flagship do", "hacan, can they
 * trade commodities"): when the question speaks of it in the third person, the faction is what is
 * asked. Named as who asks ("playing sol, can my infantry ...", "nekro here", "creuss: can my
 * ships"), it is left to the words: reading it apart as who asks cost more than it gained on
 * held-out questions (docs/ablation-23.md), and that reading was removed.
 */
import { factionNameSource as nameSource, TI4_FACTIONS } from './faction-names';

// Longest first: "the barony of letnev" before "barony".
const FORMS = TI4_FACTIONS.flat().sort((a, b) => b.length - a.length);
const NAME = `(?:the\\s+)?(${FORMS.map(nameSource).join('|')})(?:\\s+player)?(?![\\w'’])`;

// "nekro: ...", "jol nar, ...", "the naalu - ...": a bare name opening the query, before a colon, dash or comma.
const BARE_OPENING = new RegExp(`^\\s*${NAME}\\s*(?=[:,–-])[:,;.!–-]*\\s*`, 'i');

// Who the question speaks of after the name tells whether it asks as the faction ("naalu: does my 0
// token ...") or of it ("nekro: what does their flagship do"): the third person before any first.
const FIRST_PERSON = String.raw`\b(?:i|i'?m|i'?ve|me|my|mine|we|we'?re|us|our)\b`;
const THIRD_PERSON = String.raw`\b(?:they|they'?re|them|their|theirs|its)\b`;
const SPOKEN_OF = new RegExp(`^(?:(?!${FIRST_PERSON}).)*?${THIRD_PERSON}`, 'i');

/**
 * The query asked of the faction a bare name opens it with ("nekro: what does their flagship do"),
 * as "nekro what does their flagship do": the name searched with the rest, and whose "their" is
 * (see ./owner.ts). Undefined when the opening names no faction spoken of in the third person.
 */
export function factionSpokenOf(query: string): string | undefined {
  const m = BARE_OPENING.exec(query);
  if (!m) return undefined;
  const rest = query.slice(m[0].length);
  return SPOKEN_OF.test(rest) ? `${m[1]} ${rest}` : undefined;
}
