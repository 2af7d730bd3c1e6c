/**
 * A player asking TI4 in another game's words ("is exhausting basically tapping a land like in
 * magic", "do i need a garrison on every territory like risk", "the equivalent of hammers in civ"):
 * the other game is named only as the player's past, so its name is no word to search, and its words
 * are read as TI4's (see ./other-game-words.ts). A question of TI3 or Empires of the Void, the other
 * games of the corpus, keeps its words: theirs may be the same ("hazard", "credits").
 */
import { OTHER_GAME_NAMES, OTHER_GAME_WORDS } from './other-game-words';

// Read after withGameNames (./game-names.ts): every form of the corpus's games' names is its short name.
const CORPUS_GAME = /\b(?:ti3|eotv)\b/i;

const WHOLE = (pattern: string) => String.raw`(?<![\p{L}\p{N}])(?:${pattern})(?![\p{L}\p{N}])`;
// What frames a name as the game the player comes from: "(kinda) like (in)", "as in", "than in",
// "coming from", "used to", "in"; after it, "style", "terms", "rules", "players", "vets".
const LEAD = String.raw`(?:(?:kind\s+of|kinda|sort\s+of|just|basically|exactly)\s+)?(?:like|as|than|from|in|playing|played|used\s+to)\s+(?:in\s+|with\s+|to\s+|playing\s+)?(?:the\s+)?`;
const OWN_LEAD = String.raw`(?:(?:kind\s+of|kinda|sort\s+of|just|basically|exactly)\s+)?(?:like|coming\s+from|used\s+to(?:\s+playing)?)\s+(?:in\s+)?(?:the\s+)?(?:board\s*game\s+)?`;
const TRAIL = String.raw`(?:[\s-]+(?:style|terms|rules?|players?|vets?|veterans?|games?|habits?|logic|way))`;

/** Each name as a pattern of its frames (see `OTHER_GAME_NAMES`). */
const NAMES: readonly RegExp[] = OTHER_GAME_NAMES.map(({ name, framed, own }) => {
  const whole = WHOLE(name);
  const source = own
    ? String.raw`${OWN_LEAD}${whole}${TRAIL}?|(?:the\s+)?board\s*game\s+${whole}|${whole}\s+(?:the\s+)?board\s*game|${whole}[\s-]+(?:players?|vets?|veterans?)`
    : framed
      ? String.raw`${LEAD}${whole}${TRAIL}?|${whole}${TRAIL}`
      : String.raw`(?:${LEAD})?${whole}${TRAIL}?`;
  return new RegExp(source, 'giu');
});

const WORDS = OTHER_GAME_WORDS.map(({ said, ti4, named }) => ({ pattern: new RegExp(WHOLE(said), 'giu'), ti4, named: named ?? false }));

/**
 * The query with another game's name, where it names one, left out, and that game's words read as
 * TI4's ("tapping a land like in magic" -> "tapping a planets"); a word that is an everyday one too
 * only where another game is named.
 */
export function withOtherGameWords(query: string): string {
  if (CORPUS_GAME.test(query)) return query;
  const unnamed = NAMES.reduce((q, name) => q.replace(name, ' '), query);
  const named = unnamed !== query;
  return WORDS.reduce((q, { pattern, ti4, named: needsName }) => (needsName && !named ? q : q.replace(pattern, ti4)), unnamed);
}
