import type { Repaired } from './types';

const quotes = (s: string) => (s.match(/"/g) ?? []).length;

/**
 * Moves a quotation opened at the end of one paragraph to the start of the next one, where the
 * transcription broke it off: `...should read as follows: "Action:` + `When an agenda is revealed: ..."`
 * -> `...should read as follows:` + `"Action: When an agenda is revealed: ..."`.
 * Both paragraphs must have an odd number of straight quotes, so a balanced paragraph is never touched.
 */
export function moveBrokenQuote(paragraphs: string[]): Repaired<string[]> {
  const out = [...paragraphs];
  const repairs = [];
  for (let i = 0; i + 1 < out.length; i++) {
    const here = out[i]!;
    const next = out[i + 1]!;
    if (quotes(here) % 2 === 0 || quotes(next) % 2 === 0) continue;
    const m = /^(.*[:.])\s+("[^"]*)$/.exec(here);
    if (!m) continue;
    out[i] = m[1]!;
    out[i + 1] = `${m[2]!} ${next}`;
    repairs.push({
      kind: 'broken-quote',
      before: `${here.slice(-30)} ¶ ${next.slice(0, 20)}`,
      after: `${m[1]!.slice(-20)} ¶ ${m[2]!} ${next.slice(0, 20)}`,
    });
  }
  return { value: out, repairs };
}
