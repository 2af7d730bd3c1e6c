/** Where a text quotes a name: "Space Cannon", or ‘Production’ inside a quoted card text. */
export interface QuotedName {
  /** Offset of the name's first character (after the opening quote). */
  start: number;
  /** The name without the sentence's trailing comma or period ("Veto," -> "Veto"). */
  name: string;
  /** Offset just after the closing quote. */
  end: number;
}

const DOUBLE = /["“]([^"“”\n]{2,80}?)["”]/g;
// Curly single quotes only: a straight or curly apostrophe inside a word ("player’s") never opens
// or closes one, so a closing ’ must not be followed by a letter.
const SINGLE = /(?<!\p{L})‘([^‘’\n]{2,80}?)’(?!\p{L})/gu;

export function quotedNames(text: string): QuotedName[] {
  const out: QuotedName[] = [];
  for (const re of [DOUBLE, SINGLE]) {
    for (const m of text.matchAll(re)) {
      out.push({ start: m.index + 1, name: m[1]!.replace(/[,.;:]$/, ''), end: m.index + m[0].length });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
