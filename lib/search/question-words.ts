/**
 * The words a question is asked with, one list of each kind for every reader of a query: where a
 * question opens ("can i", "what happens"), where a second one starts ("... and is it binding"),
 * where a story turns to its question ("... . should i"), what a question typed last already has
 * ("how much ds production"). Each reader once wrote its own list and no two were the same, so a
 * word one learned ("may", "why", "should") the others went on missing. A reader that needs fewer or
 * more words names the subset or extension where it reads them and says why.
 */

/** The question words: "who keeps", "what happens", "when do", "why cant". */
export const QUESTION_WORDS: readonly string[] = ['who', 'what', 'which', 'how', 'where', 'when', 'why'];

/**
 * The phrases that ask "when" in other words: the point or moment of the game something happens
 * ("at what point does the speaker reveal the agenda", "what point in the round do i draw", "at
 * which moment"). Their "point" is no victory point and their "time" no timing of a card.
 */
export const MOMENT_QUESTIONS: readonly string[] = ['at what point', 'at which point', 'what point', 'which point', 'at what moment', 'at which moment', 'what moment', 'what time'];

/** Question words as typed in a hurry: a contraction without its apostrophe ("whats"), a slip ("wich"). */
export const TYPED_QUESTION_WORDS: readonly string[] = ['whos', 'whats', 'hows', 'wut', 'wich'];

/** The modal verbs: whether one may, can or must ("can i", "may he", "should we", "must i"). */
export const MODALS: readonly string[] = ['can', 'could', 'will', 'would', 'should', 'must', 'may', 'might', 'shall'];

/** The verbs that open a yes-or-no question before its subject: "do i", "is it", "was he", and the modals. */
export const ASKING_VERBS: readonly string[] = ['do', 'does', 'did', 'is', 'are', 'am', 'was', 'were', ...MODALS];

/** The asking verbs negated, as typed without the apostrophe ("cant i", "doesnt he", "wont it"). */
export const NEGATED_ASKING_VERBS: readonly string[] = ['cant', 'couldnt', 'dont', 'doesnt', 'didnt', 'isnt', 'arent', 'wasnt', 'werent', 'wont', 'wouldnt', 'shouldnt'];

/**
 * Someone, anyone: a player in general, no one the story named ("when someone is eliminated",
 * "can i trade with anyone", "what decides who goes first" said of "everyone").
 */
export const SOMEONE_WORDS: readonly string[] = ['someone', 'somebody', 'anyone', 'anybody', 'everyone', 'everybody', 'nobody', 'no one', 'whoever'];

/** The subject pronouns: who a question or a story is of ("can i", "does he", "now they have"). */
export const SUBJECT_PRONOUNS: readonly string[] = ['i', 'you', 'he', 'she', 'it', 'we', 'they'];

/** A subject pronoun and its verb as typed without the apostrophe: "now im at 8", "now theyre blockaded". ("were" and "its" are words of their own.) */
export const CONTRACTED_SUBJECTS: readonly string[] = ['im', 'youre', 'hes', 'shes', 'theyre'];

/** A player's possessives: "can my dread", "is it your turn", "their home system". Not "its", which is a thing's. */
export const POSSESSIVES: readonly string[] = ['my', 'your', 'his', 'her', 'our', 'their'];

/** The words a subject named by a noun opens with: "can my dread", "does the carrier", "is that ship", "may a player". */
export const DETERMINERS: readonly string[] = ['the', 'a', 'an', ...POSSESSIVES, 'its', 'this', 'that', 'these', 'those'];

/** The forms of "be" a thing is said or asked to be with: "is it", "whose are they", "was the round over". Not "am", which only "i" takes ("am i over 3" asks of a player). */
export const BE_FORMS: readonly string[] = ['is', 'are', 'was', 'were'];

/** "Is" joined to the word before it: "combat's over", and its "s" when the apostrophe was typed as a space. */
export const JOINED_IS: readonly string[] = ["'s", 's'];

/** The pronouns a thing already told is asked of: "is it still there", "whose are they", "do i keep them". */
export const THING_PRONOUNS: readonly string[] = ['it', 'they', 'them', 'that', 'this', 'these', 'those'];

/** A regular expression source matching any one of `words` (a space in one matches any run of spaces), as a group that captures nothing. */
export function anyOf(...words: readonly (readonly string[])[]): string {
  return `(?:${words.flat().map((w) => w.replace(/ /g, String.raw`\s+`)).join('|')})`;
}
