/**
 * A one-line title for a FAQ question, short enough for a list row on a phone. The title only
 * ever leaves words out, never rephrases: its words are the question's words, in order, so it
 * stays faithful to the ruling, and the full question is one tap away.
 */

const MAX = 90;

/** Asides that a question reads fine without: examples and "such as" lists. */
const ASIDES = [
  /\s*—\s*(?:for example|such as)\b[^?]*(?=\?$)/, // "...to win—for example, certain configurations...?"
  /,\s*(?:such as|for example|e\.g\.)[^,?]*,?(?=[^?]*\?$)/, // ", such as the "Skilled Retreat" action card or...,"
  /\s*\((?:such as|for example|e\.g\.)[^)]*\)/, // " (such as a promissory note)"
];

export function questionTitle(question: string, max = MAX): string {
  const q = question.replace(/^\s*Q:\s*/, '').replace(/\s+/g, ' ').trim();
  // The first question sentence: "Does X...? What about Y?" -> "Does X...?"
  let title = /^.*?\?(?=\s|$)/.exec(q)?.[0] ?? q;
  for (const aside of ASIDES) {
    if (title.length <= max) break;
    title = title.replace(aside, '');
  }
  return title.length <= max ? title : headAndTail(title, max);
}

/**
 * "Do infantry involved in a space combat … count toward the ships required to use X?": the
 * opening names the topic, the end carries the point; both are kept and the middle is elided.
 * Cuts fall between words and, where possible, outside quotations.
 */
function headAndTail(text: string, max: number): string {
  const words = text.split(' ');
  const budget = max - 2;
  const headBudget = Math.floor(budget * 0.45);
  let head = 0; // number of words in the head
  let used = 0;
  while (head < words.length && used + words[head]!.length + 1 <= headBudget) used += words[head++]!.length + 1;
  let tail = words.length; // index of the tail's first word
  let tailUsed = 0;
  while (tail - 1 > head && used + tailUsed + words[tail - 1]!.length + 1 <= budget) tailUsed += words[--tail]!.length + 1;
  // Prefer cuts outside quotations: move the head's end back / the tail's start forward a little.
  const open = (from: number, to: number) => (words.slice(from, to).join(' ').match(/["“”]/g) ?? []).length % 2 === 1;
  for (let k = 0; k < 3 && head > 1 && open(0, head); k++) head--;
  for (let k = 0; k < 3 && tail < words.length - 1 && open(tail, words.length); k++) tail++;
  return `${words.slice(0, head).join(' ').replace(/[,;:]$/, '')} … ${words.slice(tail).join(' ')}`;
}
