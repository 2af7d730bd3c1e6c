/**
 * A rule that sends the player elsewhere for its answer ("players should use the timing rules on
 * page 4 to determine the correct order of resolution", 2.9): what it says of its case is that
 * another item settles it. It answers after the item it sends to.
 */

// "should use the timing rules on page 4 to determine": the rule names the item to use, its only link.
const SENDS_TO = /\buse\s+the\s+[^.;]{1,60}?\s+to\s+determine\b/i;

/** Whether an item's text sends the player to another item to settle its case (see `SENDS_TO`). */
export function defersAnswer(text: string): boolean {
  return SENDS_TO.test(text);
}
