import type { Repaired } from './types';

/** One paragraph of a source, with the line it starts on (for the report). */
export interface SourceParagraph {
  line: number;
  text: string;
}

const SENTENCE_END = /[.!?:;"”)]$/;
const ROMAN_STEP = /^(?:i|ii|iii|iv|v|vi|vii|viii|ix|x)\. /;

/**
 * Joins paragraphs that a transcription broke mid-sentence across a blank line:
 * "...more hits than he has fighters in the" + "active system, the excess hits have no effect."
 * A paragraph continues the previous one when the previous one ends without closing punctuation
 * and this one starts in lowercase (but not as a roman-numbered step: "ii. VOTE: ...").
 * A word hyphenated across the break ("non-" + "binding") is joined without a space.
 */
export function joinBrokenParagraphs(paragraphs: SourceParagraph[]): Repaired<SourceParagraph[]> {
  const out: SourceParagraph[] = [];
  const repairs = [];
  for (const p of paragraphs) {
    const prev = out.at(-1);
    if (prev && /^[a-z]/.test(p.text) && !ROMAN_STEP.test(p.text) && !SENTENCE_END.test(prev.text)) {
      const glue = prev.text.endsWith('-') ? '' : ' ';
      repairs.push({
        kind: 'broken-paragraph',
        before: `${prev.text.slice(-25)} ¶ ${p.text.slice(0, 25)}`,
        after: `${prev.text.slice(-25)}${glue}${p.text.slice(0, 25)}`,
      });
      out[out.length - 1] = { line: prev.line, text: `${prev.text}${glue}${p.text}` };
    } else {
      out.push(p);
    }
  }
  return { value: out, repairs };
}
