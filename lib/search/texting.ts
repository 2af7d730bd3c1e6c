/**
 * A question typed as a text message read as written English (see ./texting-forms.ts): "can u
 * fly thru w/o a carrier b4 ur 2nd turn" is "can you fly through without a carrier before your
 * second turn". Shorthand hides the words the parse reads a question by ("before" asks a time,
 * "without" a thing absent, "why" a restriction) and leaves tokens the rules never use.
 */
import { TEXTING_FORMS } from './texting-forms';

const READINGS = TEXTING_FORMS.map(({ form, english }) => ({ pattern: new RegExp(form, 'giu'), english }));

/** The query with each texted form spelled out. */
export function withTextingSpelledOut(query: string): string {
  return READINGS.reduce((q, { pattern, english }) => q.replace(pattern, english), query);
}
