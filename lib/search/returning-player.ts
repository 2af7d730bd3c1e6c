/**
 * A returning TI3 player asking about TI4 ("coming from ti3: what is a component action", "in ti3
 * we had trade agreements, in ti4 ..."): TI3 is named only as the player's past, so the question is
 * TI4's. Its TI3 name is read as TI4's (the query then searches TI4), and its TI3 words are read as
 * TI4's (./ti3-words.ts), but for the sentences naming TI4 itself ("ti4 has a trade agreement
 * promissory note"). A question naming TI3 alone without such a frame ("in ti3 am i allowed to
 * bombard my own planet") stays TI3's.
 */
import { PAST_VERB } from './past-tense';
import { TI3_WORDS } from './ti3-words';

// Reads after withGameNames (./game-names.ts): every form of a game's name is its short name.
const TI3 = /\bti3\b/i;
const TI4 = /\bti4\b/i;
// The player's past: "coming (over) from ti3", "ti3 player here", "used to play ti3", "ti3 vet", "ti3 habit",
// "old ti3 player", "back in ti3", "ti3 days", "3e retreat habits".
const PAST =
  /\bfrom\s+ti3\b|\bti3\s+(?:player|vet|veteran|habit|guy)\b|\b(?:used\s+to\s+play|played|know|knew)\s+ti3\b|\b(?:old|back\s+in)\s+ti3\b|\bti3\s+days\b|\bti3\s+(?:[\p{L}-]+\s+){1,2}habits?\b/iu;
// TI3 told in the past tense, not asked of ("ti3 had trade agreements", "in ti3 planets refreshed in the
// status phase", "racial techs in ti3 were locked", "it worked differently in ti3"; not "in ti3 was it
// allowed", which asks of TI3), beside a question of the game played now: any past verb (./past-tense.ts),
// and the auxiliaries a thing of TI3 is told with ("ti3 was", "in ti3 you could", "used to").
const TOLD_VERB = String.raw`(?:was|were|had|let|used\s+to|could|would|${PAST_VERB})`;
const TOLD = new RegExp(
  String.raw`(?<!\bin\s+)\bti3\s+${TOLD_VERB}\b|\bin\s+ti3\s*,?\s+(?!(?:was|were|did|could|would|had)\b)(?:[\p{L}'-]+\s+){1,4}?${TOLD_VERB}\b|(?<=\p{L}\s+)in\s+ti3\s+${TOLD_VERB}\b|\b${TOLD_VERB}\s+(?:[\p{L}-]+\s+){0,2}in\s+ti3\b`,
  'iu',
);
const NOW = /\b(?:now|still|anymore|any\s+more|nowadays|these\s+days|today)\b/i;
// A question comparing the games side by side asks about both.
const COMPARES = /\b(?:vs\.?|versus|difference|differences|different|compared?|comparison)\b/i;
// The TI3 words read as TI4's only here, where TI3 is the player's past (the others are read everywhere: ./other-game-words.ts).
const TI3_TO_TI4_WORDS = TI3_WORDS.filter((w) => w.framed).map(({ said, ti4 }) => ({ ti3: new RegExp(String.raw`\b(?:${said})\b`, 'gi'), ti4 }));

/** Whether the query names TI3 only as the player's past, asking about TI4. */
export function asksTi4FromTi3(query: string): boolean {
  if (!TI3.test(query)) return false;
  if (TI4.test(query)) return !COMPARES.test(query);
  return PAST.test(query) || (TOLD.test(query) && NOW.test(query));
}

/**
 * The query as TI4's: TI3's name read as TI4's, its TI3 words as TI4's but in the sentences naming
 * TI4 itself. A sentence (or clause: "..., in ti4 ...") telling how TI3 went ("in ti3 my dreads
 * bombarded first"), beside one asking about TI4, is the past: only its TI3 words, read as TI4's,
 * stay ("ti3 player here, ..." is no telling).
 * Unchanged unless `asksTi4FromTi3`.
 */
export function asTi4Question(query: string): string {
  if (!asksTi4FromTi3(query)) return query;
  const askedOfTi4 = TI4.test(query);
  const read = query.split(/(?<=[.?!;:,])\s+|\s+-\s+/).map((s) => {
    if (TI4.test(s)) return s;
    if (askedOfTi4 && TI3.test(s) && !PAST.test(s)) return TI3_TO_TI4_WORDS.flatMap(({ ti3, ti4 }) => (s.match(ti3) ? [ti4] : [])).join(' ');
    return TI3_TO_TI4_WORDS.reduce((t, { ti3, ti4 }) => t.replace(ti3, ti4), s);
  });
  return read.filter(Boolean).join(' ').replace(/\bti3\b/gi, ' ti4 ');
}
