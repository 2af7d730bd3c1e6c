/**
 * The rules say what an event does to a thing twice: under the event's own entry ("When a player
 * becomes eliminated, each promissory note he has ... is returned", 31.4 Elimination) and under the
 * thing's ("If a player is eliminated, all of the promissory notes ... are returned", 60.7
 * Promissory Notes). Asked what the event does to the thing ("what happens to my promissory notes
 * when he is eliminated", "the speaker got knocked out, who takes the token"), the player asks of
 * the event: its entry gathers all it does, and its rule has the case as its topic where the
 * thing's rule has it as an exception. Both open on the same case and hold the query's words alike,
 * so the words cannot tell them apart; the rule whose case is its own entry's event can.
 */
import { liftedWithin, TWIN_REACH } from './moved';
import type { TitleAndText } from './shipped';
import { terms } from './text';
import { openingCase, unstatedInCase } from './what-follows';

/**
 * How much less of the query the twin may answer, in concepts, and how many more words its case may
 * hold that the player did not say: the twins word the same rule apart ("becomes eliminated", "is
 * passed" / "passes"); a case holding more is a narrower one ("If the Naalu player becomes
 * eliminated while another player has the Naalu player's '0' token").
 */
const TWIN_SLACK = 1;

/** The shortest stem two words of one family share ("elimination", "eliminat"): shorter prefixes join unrelated words. */
const FAMILY_STEM = 6;

const sameFamily = (a: string, b: string) => a.length >= FAMILY_STEM && b.length >= FAMILY_STEM && a.slice(0, FAMILY_STEM) === b.slice(0, FAMILY_STEM);

/** The terms of a rule's opening case that the query tells too. */
const toldInCase = (doc: TitleAndText, queryTerms: readonly string[]) => (openingCase(doc.text) ?? []).filter((t) => queryTerms.some((q) => sameFamily(q, t)));

/**
 * Whether a rule is of the entry of an event its opening case tells: its title names that event and
 * nothing else ("Elimination"; not "Losing Influence for Attacking", whose entry is what an attack
 * costs, not the attack), as a noun of the verb the case states it by ("becomes eliminated"): a
 * title the case repeats word for word names a thing the case holds ("If an ability occurs ...",
 * of the entry "Abilities"), not a happening.
 */
function ofEventEntry(doc: TitleAndText, told: readonly string[]): boolean {
  const title = terms(doc.title);
  return title.length > 0 && title.every((w) => told.some((t) => t !== w && sameFamily(w, t)));
}

/**
 * The ranking with the event's own rule first: when the first result opens on an event the query
 * tells that its entry does not name, and its twin close behind (see TWIN_SLACK) opens on that
 * event as its own entry's.
 */
export function eventEntryFirst<T extends { doc: number; matched: number }>(ranked: readonly T[], docs: readonly TitleAndText[], queryTerms: readonly string[]): T[] {
  const head = ranked[0];
  if (!head) return [...ranked];
  const headTitle = terms(docs[head.doc]!.title);
  // The events the first result's case tells that its own title does not name.
  const events = toldInCase(docs[head.doc]!, queryTerms).filter((t) => !headTitle.some((w) => sameFamily(w, t)));
  if (!events.length) return [...ranked];
  const said = new Set(queryTerms);
  const unstated = (d: number) => unstatedInCase(docs[d]!.text, said) ?? Infinity;
  const twin = (r: T) => r.matched >= head.matched - TWIN_SLACK && unstated(r.doc) <= unstated(head.doc) + TWIN_SLACK;
  // Of its entry's event: the events the first result tells that the twin's case tells too, its title naming them.
  const ownEvent = (d: number) => ofEventEntry(docs[d]!, toldInCase(docs[d]!, queryTerms).filter((t) => events.some((e) => sameFamily(e, t))));
  return liftedWithin(ranked, TWIN_REACH, (r) => twin(r) && ownEvent(r.doc));
}
