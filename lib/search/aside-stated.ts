/**
 * The rules state some rules fully in one place and again as an aside in another: "Trade goods
 * cannot be spent to cast votes" is the whole of 8.13 (Agenda Phase) and only a "However, ..."
 * caveat in 82.4 (Trade Goods), whose main statement is how trade goods are spent. Asked the
 * rule ("spend tg to vote"), the words find both, and the caveat's item, longer and titled for
 * the thing, outranks. The player asks what the aside says; the item stating it as its main
 * statement answers it, the other mentions it on the way to something else.
 *
 * An aside: a sentence opening on "however", an "unless" clause. A main statement: the item's
 * title and first sentence, asides out.
 */
import { conceptsHeld } from './concepts-held';
import { liftedWithin, TWIN_REACH } from './moved';
import type { Alternative } from './query';
import type { TitleAndText } from './shipped';
import { terms } from './text';

// "However, trade goods cannot ...": a sentence added to a statement, to its end. Not "...; however,
// players cannot ...", which joins the two halves of one statement ("Units can move into the
// system ...; however, players cannot commit ground forces ...").
const HOWEVER = /(?<=^|[.!?]\s+)however\b[^.!?\n]*/gim;
// "unless he spends six influence ...": to the end of its clause. (A parenthesis is no aside: "(for
// income, command, hand limit, and victory points)" lists what the rule keeps.)
const UNLESS = /\bunless\b[^,.;!?\n]*/gi;
const ASIDES = [HOWEVER, UNLESS];

/** The asides of a text, as typed. */
export function asidesOf(text: string): string[] {
  return ASIDES.flatMap((re) => [...text.matchAll(re)].map((m) => m[0]));
}

/** A text with its asides taken out. */
function withoutAsides(text: string): string {
  return ASIDES.reduce((t, re) => t.replace(re, ' '), text);
}

/** The first sentence (or line) of a text. */
const firstSentence = (text: string) => /^[^\n]*?[.!?](?=\s|$)|^[^\n]*/.exec(text.trim())?.[0] ?? '';

/** The terms of an item's main statement: its title and first sentence, asides out. */
const mainTerms = (doc: TitleAndText) => new Set([...terms(doc.title), ...terms(withoutAsides(firstSentence(doc.text)))]);

/**
 * The concepts of the query the first result holds only in an aside, with the others the aside
 * says with them: what the player asks of it, when its main text does not say it.
 */
function askedOfAside(doc: TitleAndText, expanded: readonly Alternative[][]): number[] | undefined {
  const main = new Set(conceptsHeld(new Set([...terms(doc.title), ...terms(withoutAsides(doc.text))]), expanded));
  const asides = asidesOf(doc.text).map((a) => conceptsHeld(new Set(terms(a)), expanded));
  const telling = asides.filter((held) => held.some((k) => !main.has(k)));
  return telling.length ? [...new Set(telling.flat())] : undefined;
}

/**
 * The ranking with the item stating the first result's aside as its main statement first: when a
 * concept of the query stands in the first result only in an aside, and an item close behind
 * answering as much of the query holds in its title and first sentence every concept that aside holds.
 */
export function mainStatementFirst<T extends { doc: number; matched: number }>(ranked: readonly T[], docs: readonly TitleAndText[], expanded: readonly Alternative[][]): T[] {
  const head = ranked[0];
  if (!head) return [...ranked];
  const asked = askedOfAside(docs[head.doc]!, expanded);
  if (!asked) return [...ranked];
  return liftedWithin(ranked, TWIN_REACH, (r) => {
    if (r.matched < head.matched) return false;
    const main = new Set(conceptsHeld(mainTerms(docs[r.doc]!), expanded));
    return asked.every((c) => main.has(c));
  });
}
