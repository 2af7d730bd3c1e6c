/**
 * A player saying first which faction he plays ("playing sol, can my infantry ...", "as the hacan
 * can i ...", "nekro here, does ...", "jol nar: ..."): who asks, not what. The rest of the question
 * names what he asks; the faction becomes a concept of context (see `Concept.context`): an item
 * naming it scores for it ("l1z1x here, can i use harrow on a planet with a pds": the rule naming
 * the L1Z1X), one that does not answers the question no less ("as the xxcha can i pass" is the
 * rule on passing, not the Xxcha's card).
 */
import { factionNameSource as nameSource, TI4_FACTIONS } from './faction-names';
import { terms } from './text';

// Longest first: "the barony of letnev" before "barony".
const FORMS = TI4_FACTIONS.flatMap((forms, faction) => forms.map((form) => ({ form, faction }))).sort((a, b) => b.form.length - a.form.length);
const NAME = `(?:the\\s+)?(${FORMS.map((f) => nameSource(f.form)).join('|')})(?:\\s+player)?(?![\\w'’])`;

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

// "..., playing sol", "... (playing sol)", "...? im sol", "..., as the hacan": the same said after
// the question. "As" only after a stop: "as good as sol" compares.
const CLOSING = new RegExp(
  `(?:[,;.]?\\s*\\(?\\s*(?:(?:i'?m|i\\s+am)\\s+)?playing\\s+(?:as\\s+)?|[,;.?!(]\\s*as\\s+|[,;.?!(]?\\s*\\b(?:i'?m|i\\s+am)\\s+)${NAME}\\s*\\)?\\s*[.?!]*\\s*$`,
  'i',
);

// A short name is one or two words: the other words of a full name name other things too ("council" alone is the Galactic Council).
const SHORT_NAME = /^[^\s]+(?:[-'’\s]+[^\s]+)?$/;

/** The faction's short names ("barony", "letnev"; "jol nar", "jolnar"), as the terms a text names it by. */
const factionNames = (faction: number) => {
  const names = TI4_FACTIONS[faction]!.filter((form) => !/^the\s|\sof\s/.test(form) && SHORT_NAME.test(form)).map((form) => terms(form));
  return names.filter((t, i) => names.findIndex((u) => u.join(' ') === t.join(' ')) === i);
};

/** Each form as the whole of a name said ("the hacan", "hacan"), longest first as in FORMS. */
const WHOLE_FORMS = FORMS.map((f) => ({ whole: new RegExp(`^(?:the\\s+)?${nameSource(f.form)}$`, 'i'), faction: f.faction }));

/** The faction a name OPENING or CLOSING matched is of. */
const factionNamed = (name: string) => WHOLE_FORMS.find((f) => f.whole.test(name.trim()))!.faction;

/**
 * The query without the faction its player said he plays, and that faction's short names as terms;
 * undefined when he says none, or says nothing else.
 */
export function factionPreface(query: string): { query: string; names: string[][] } | undefined {
  for (const pattern of [OPENING, CLOSING]) {
    const m = pattern.exec(query);
    const name = m?.slice(1).find((g) => g !== undefined);
    if (!m || name === undefined) continue;
    const rest = `${query.slice(0, m.index)} ${query.slice(m.index + m[0].length)}`.trim();
    if (!terms(rest).length || (pattern === OPENING && m[BARE_NAME] !== undefined && SPOKEN_OF.test(rest))) return undefined;
    return { query: rest, names: factionNames(factionNamed(name)) };
  }
  return undefined;
}

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
