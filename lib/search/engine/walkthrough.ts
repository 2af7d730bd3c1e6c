/**
 * A rulebook's teaching part: Empires of the Void's "Learning the Game" walks a first game through
 * each action, telling its rules on the way, and the rulebook's glossary states each of them again,
 * one rule per item ("Victory Point for Winning a Battle" is in both, word for word). A player's
 * question of a rule is answered by the glossary's statement of it; the walkthrough still comes
 * first where it says more of the question (a round's flow, an example played out): it weighs a
 * little less (WALKTHROUGH_WEIGHT), it is not put after the glossary.
 */

/** The items whose parts (and themselves) are a rulebook's teaching chapters, by id. */
const WALKTHROUGH_ROOTS: readonly string[] = ['eotv:learning'];

/** Whether the item is a rulebook's teaching chapter or one of its parts. */
export const isWalkthrough = (id: string): boolean => WALKTHROUGH_ROOTS.some((root) => id === root || id.startsWith(`${root}/`));
