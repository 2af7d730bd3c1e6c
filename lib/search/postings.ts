/**
 * Which items hold a term in a field, built on load from the field's tokens (which the vocabulary
 * reads anyway): the shipped index carries no postings. They were FlexSearch exports, a quarter of
 * the gzipped index, and the engine only ever asked them which items hold one term.
 *
 * A term's items come in the order FlexSearch's strict index (resolution 3) gave them, so every
 * tie the engine breaks by that order breaks as before: items holding the term early in the field
 * first, by where its first occurrence falls among the field's terms, then in corpus order.
 */
import { terms, type Token } from './text';

/** The score slots an item can fall in for a term (FlexSearch's `resolution`). */
const RESOLUTION = 3;

/** The items holding a term (a vocabulary term: one stemmed word), in FlexSearch's order. */
export type Postings = (term: string) => readonly number[];

/** `fieldTokens[d]`: the tokens of item d's field, stopwords included. */
export function postingsOf(fieldTokens: readonly (readonly Token[])[]): Postings {
  const slotsOf = new Map<string, number[][]>();
  fieldTokens.forEach((tokens, d) => {
    const held = tokens.filter((t) => !t.stop).map((t) => t.term);
    const seen = new Set<string>();
    held.forEach((term, place) => {
      if (seen.has(term)) return;
      seen.add(term);
      let slots = slotsOf.get(term);
      if (!slots) slotsOf.set(term, (slots = Array.from({ length: RESOLUTION }, () => [])));
      slots[slotOf(place, held.length)]!.push(d);
    });
  });
  const items = new Map([...slotsOf].map(([term, slots]) => [term, slots.flat()]));
  // A term is encoded again as a query was: a stem that is itself a stopword ("will", from "wills") finds nothing.
  return (term) => {
    const encoded = terms(term);
    return encoded.length === 1 ? (items.get(encoded[0]!) ?? []) : [];
  };
}

/** FlexSearch's slot for a term first met at `place` of `count` terms: the first term 0, the rest spread over the slots. */
function slotOf(place: number, count: number): number {
  return place && count > RESOLUTION ? (((RESOLUTION - 1) / count) * place + 1) | 0 : place;
}
