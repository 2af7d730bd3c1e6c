/**
 * The ways an item's URL anchor follows from its id, so the shipped index names the form and not
 * the anchor (1,130 of 1,231 items). Tried in order; an anchor no form gives is shipped as it is.
 */

/** What follows the last `mark` of `text` (all of it when there is none). */
const afterLast = (text: string, mark: string) => text.slice(text.lastIndexOf(mark) + 1);

/** The id's own part, after its source's prefix: "lrr:49.4" -> "49.4", "ti3:faq:combat-2" -> "combat-2". */
export const idTail = (id: string) => afterLast(id, ':');

export const ANCHOR_FORMS: readonly ((id: string) => string)[] = [
  // lrr:49.4 -> 49.4, ti4-faq:general-3 -> general-3, units:war-sun -> war-sun
  idTail,
  // lrr11:changelog/errata -> errata
  (id) => afterLast(idTail(id), '/'),
  // eotv:ally/arzos -> ally--arzos
  (id) => idTail(id).replaceAll('/', '--'),
];
