/** "Get" as typed: wrapping ("i got hit, ..."), or the question's own verb when it ends it ("how many does each player get"). */
export const GET_FORMS: ReadonlySet<string> = new Set(['get', 'gets', 'got', 'getting']);

/**
 * Words players wrap a question in at the table ("i want to", "do i get to", "is that a problem",
 * "is it legal", "anything"): they ask, they name nothing the rules state. The rules hardly use
 * them, so as query words they would weigh as the rarest, most telling words of a situation
 * ("want" is in one item of 1,200). Left out of a query that says anything else; the index keeps them.
 */
export const TABLE_FILLER: ReadonlySet<string> = new Set([
  'want',
  'wants',
  'wanted',
  'wanna',
  ...GET_FORMS,
  'anything',
  'something',
  'problem',
  'legal',
  'allowed',
  // A second-language player's "it is permitted?": "allowed".
  'permitted',
  // "The done ones", "which ones": a pronoun, no count of one ("up to one public objective").
  'ones',
  'okay',
  'ok',
  'guy',
]);
