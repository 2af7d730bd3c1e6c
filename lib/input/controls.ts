/**
 * Text a link gives for the page to show (a player's name, an ability's text) with its control
 * characters taken out: C0 and C1 controls and DEL draw nothing, or draw boxes, or break a line
 * where none belongs. Letters, marks and every other character are kept as given.
 */

/** C0 controls, DEL and C1 controls. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
/** Controls that separate words (tab, line and page breaks, NEL): a space keeps the words apart. */
const SEPARATORS = /[\t\n\v\f\r\u0085]/;

export function withoutControls(text: string): string {
  return text.replace(CONTROLS, (c) => (SEPARATORS.test(c) ? ' ' : ''));
}
