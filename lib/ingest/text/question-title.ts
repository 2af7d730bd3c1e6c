/**
 * A one-line title for a FAQ question, short enough for a list row on a phone. The question keeps
 * its own words in order: only its tail is cut, never rephrased, so the title stays a faithful
 * prefix of the ruling and the full question is always one tap away.
 */

/** Where a question can stop and still read as a question: before an example or an aside. */
const CLAUSE_BREAKS = ['—', ' (', ', such as', ' such as', ', for example', ', even though', ', provided', ', if ', ' if ', ', and if', ' when ', ', or ', ' in order to', ' via ', ' due to '];

const MAX = 80;

export function questionTitle(question: string, max = MAX): string {
  const q = question.replace(/^\s*Q:\s*/, '').replace(/\s+/g, ' ').trim();
  // The first question sentence: "Does X...? What about Y?" -> "Does X...?"
  const first = /^.*?\?(?=\s|$)/.exec(q)?.[0] ?? q;
  if (first.length <= max) return first;

  const cuts = CLAUSE_BREAKS.map((b) => first.indexOf(b, 24)).filter((i) => i > 0 && i < max && balanced(first.slice(0, i)));
  if (cuts.length) return `${first.slice(0, Math.max(...cuts)).replace(/[\s,;:]+$/, '')}?`;

  const space = first.lastIndexOf(' ', max - 1);
  return `${first.slice(0, space > 0 ? space : max - 1).replace(/[\s,;:"“]+$/, '')}…`;
}

/** A cut must not leave a quotation or a parenthesis open. */
function balanced(prefix: string): boolean {
  const count = (re: RegExp) => (prefix.match(re) ?? []).length;
  return count(/"/g) % 2 === 0 && count(/“/g) === count(/”/g) && count(/\(/g) === count(/\)/g);
}
