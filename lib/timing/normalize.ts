/**
 * How trigger texts and card names are compared. A module of its own so that the card table, which
 * the /timing page loads, does not bring the trigger parser with it.
 */

/** Lower case, straight apostrophes, no quotation marks, single spaces. */
export function normalize(text: string): string {
  return text
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”"]/g, '')
    // Runs of quotes at once, so a second pass finds nothing left to strip (idempotent).
    .replace(/(^|[\s(])'+/g, '$1')
    .replace(/'+(?=[\s:;,.)!?]|$)/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
