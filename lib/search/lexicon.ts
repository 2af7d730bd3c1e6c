/**
 * The players' lexicon: words players type that the rules hardly hold, each with the rules' words
 * the items asked about with it hold (mined from questions and their answers by
 * scripts/mine-lexicon.ts, see ./lexicon-mine.ts). The engine searches those words too, weakly
 * (see ./engine/expand.ts): the hand-written synonym groups (./synonyms.ts) stay the strong readings.
 */
import table from './lexicon.json';

/** Player's term -> the rules' terms it stands for, each with the share of its items holding it. */
export type Lexicon = Readonly<Record<string, readonly (readonly [string, number])[]>>;

export const LEXICON: Lexicon = table as unknown as Lexicon;

/** The rules' words a player's term stands for (none for a term the lexicon does not hold). */
export const readingsOf = (lexicon: Lexicon, term: string): readonly (readonly [string, number])[] => (Object.hasOwn(lexicon, term) ? lexicon[term]! : []);
