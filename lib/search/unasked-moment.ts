/**
 * A rule may hold only during one step or phase: "Game effects that allow the use of 'Space
 * Cannon' abilities against ships in adjacent systems have no effect during Space Cannon Defense"
 * (66.7) holds the words of "can my pds shoot at ships in the system next to it" as well as the
 * rule that answers it (66.3, Deep Space Cannon's fire into the next system), and outranks it. The
 * player named no invasion, no defense: a rule bound to a moment the question does not name
 * answers a narrower case than its twin bound to none, when both hold the question alike.
 *
 * A moment: "during" or "while" and what follows to the end of the clause, when it names a step
 * or a phase ("the agenda phase", "Space Cannon Defense", a name in capitals).
 */
import { conceptsHeld } from './concepts-held';
import { liftedWithin, TWIN_REACH } from './moved';
import type { Alternative } from './query';
import { answerPieces } from './snippet';
import { terms } from './text';

/** What the reading needs of an item: its text and the entry it is a rule of. */
export interface MomentDoc {
  text: string;
  parent?: string;
}

// "during Space Cannon Defense", "while resolving each agenda during the agenda phase": to the end
// of the clause, or to an "and" or "if" joining another case ("during the step and if his opponent ...").
const MOMENT = /\b(?:during|while)\b(?:(?!\b(?:and|if)\b)[^,.;:!?\n])*/gi;
// A moment naming a step or phase: by the word, or by its name in capitals ("Space Cannon Defense").
const NAMES_STEP = /\b(?:phase|step)s?\b|\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+/;
// Words any moment may say, naming no step: "during a player's turn", "during each combat round".
// The step or phase itself is no case: "during the first step of a combat" is a moment of the
// procedure asked, "during the "Move Ships" step" one its words name.
const SAID_OF_ANY = new Set(terms('during while player players another other any all each his current turn round first step steps phase phases'));

/**
 * A rule bound to a moment is narrower only when it takes something away then ("have no effect
 * during Space Cannon Defense", "cannot ... during"): one saying what happens then ("Players ready
 * cards during the status phase") answers when it happens, the moment being its answer.
 */
const EXCEPTS = /\b(?:no|not|cannot|never)\b/i;

/**
 * The piece (sentence, short line) of a text holding most of the query's concepts, the first on a
 * tie. The pieces are the ranking's and the snippet's (answerPieces), but neither's choice of one
 * answers here: the ranking (../engine/doc-text.ts piecesOf, ../engine/coverage.ts) keeps only
 * each piece's terms and counts the title's words in every piece, and weighs partial phrases, so
 * gives a share and no text to read a moment in; the snippet (../snippet.ts bestSpan) counts the
 * words highlighted and puts a heading or FAQ question last, which is how a piece reads, not what
 * it states. This asks which statement of the rule answers, then reads its moment.
 */
function answeringPiece(text: string, expanded: readonly Alternative[][]): string {
  let best = '';
  let most = -1;
  for (const p of answerPieces(text)) {
    const piece = text.slice(p.start, p.end);
    const held = conceptsHeld(new Set(terms(piece)), expanded).length;
    if (held > most) [best, most] = [piece, held];
  }
  return best;
}

/**
 * Whether a piece is bound to a step or phase the query does not name: a moment of it none of whose
 * terms the player typed (a synonym is no naming: "shoot" read as "space cannon" names no Space
 * Cannon Defense).
 */
export function boundToUnasked(piece: string, expanded: readonly Alternative[][]): boolean {
  const typed = new Set(expanded.flatMap((alts) => alts[0]?.terms ?? []));
  return (
    EXCEPTS.test(piece) &&
    [...piece.matchAll(MOMENT)].some(([moment]) => {
      const named = terms(moment).filter((t) => !SAID_OF_ANY.has(t));
      return NAMES_STEP.test(moment) && named.length > 0 && named.every((t) => !typed.has(t));
    })
  );
}

/**
 * The ranking with the first result's twin bound to no unnamed moment first: when the sentence of
 * the first result answering the query holds only during a step or phase the query does not name,
 * and a sibling close behind (a rule of the same entry) answering as much of the query answers it
 * in a sentence bound to none. Rules of other entries are not twins: "During the agenda phase, the
 * speaker ... votes last" answers "does the speaker vote first or last", whose vote is the phase.
 */
export function unboundTwinFirst<T extends { doc: number; matched: number }>(ranked: readonly T[], docs: readonly MomentDoc[], expanded: readonly Alternative[][]): T[] {
  const bound = (d: number) => boundToUnasked(answeringPiece(docs[d]!.text, expanded), expanded);
  const head = ranked[0];
  if (!head || !bound(head.doc)) return [...ranked];
  const parent = docs[head.doc]!.parent;
  return liftedWithin(ranked, TWIN_REACH, (r) => parent !== undefined && docs[r.doc]!.parent === parent && r.matched >= head.matched && !bound(r.doc));
}
