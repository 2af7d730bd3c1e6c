/**
 * Pooled relevance judgments (as in TREC): an eval question's `expect` ids are what its writer chose
 * from the rules text; when the engine's first result is another item, a judge who sees only the
 * question and the two items, in random order and unnamed, says which of them settle the question.
 * A first result judged to settle it is an answer too. Judgments are kept apart from the questions
 * (test/fixtures/search-judgments.json) so the writers' labels stay as written, and figures are given
 * both ways.
 */

export interface Judgment {
  q: string;
  id: string;
  /** Whether a player reading only this item gets the answer to the question. */
  settles: boolean;
}

/** Verdicts by question, then by item id. */
export type Judgments = ReadonlyMap<string, ReadonlyMap<string, boolean>>;

/** Parses and checks the judgments file's shape; throws naming the offending entry. */
export function parseJudgments(data: unknown): Judgments {
  const list = (data as { judgments?: unknown } | null)?.judgments;
  if (!Array.isArray(list)) throw new Error('judgments: no "judgments" array');
  const byQuestion = new Map<string, Map<string, boolean>>();
  list.forEach((raw, i) => {
    const { q, id, settles } = (raw ?? {}) as Partial<Judgment>;
    if (typeof q !== 'string' || !q.trim() || typeof id !== 'string' || !id || typeof settles !== 'boolean') {
      throw new Error(`judgments: entry ${i} needs q, id and settles (true or false)`);
    }
    const verdicts = byQuestion.get(q) ?? new Map<string, boolean>();
    if (verdicts.has(id) && verdicts.get(id) !== settles) throw new Error(`judgments: entry ${i} contradicts an earlier verdict on ${id} for "${q}"`);
    byQuestion.set(q, verdicts.set(id, settles));
  });
  return byQuestion;
}

/** The verdict on `id` for question `q`: undefined when no judge has seen that pair. */
export function verdict(judgments: Judgments, q: string, id: string): boolean | undefined {
  return judgments.get(q)?.get(id);
}

/** One case for a blind judge: the question and two items, the engine's shown as A or B at random. */
export interface JudgeCase<Item> {
  id: string;
  question: string;
  A: Item;
  B: Item;
}

/** Which of a case's items is which, kept from the judge. */
export interface CaseKey {
  q: string;
  engine: 'A' | 'B';
  expected: string;
  got: string;
}

export type Answer = 'A' | 'B' | 'both' | 'neither';

/**
 * Cases for every question whose first result is neither expected nor judged yet, paired with the
 * question's first expected item; `random` (0 <= x < 1) places the engine's item and shuffles the
 * cases so no position or order tells a judge which item came from where.
 */
export function pendingCases<Item>(
  asked: readonly { q: string; expect: readonly string[]; first: string | undefined }[],
  judgments: Judgments,
  show: (id: string) => Item,
  random: () => number,
): { cases: JudgeCase<Item>[]; key: Record<string, CaseKey> } {
  const seen = new Set<string>();
  const pending = asked.filter(({ q, expect, first }) => {
    if (first === undefined || expect.includes(first) || verdict(judgments, q, first) !== undefined) return false;
    const pair = `${q}\u0000${first}`;
    return !seen.has(pair) && seen.add(pair);
  });
  for (let i = pending.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pending[i], pending[j]] = [pending[j]!, pending[i]!];
  }
  const cases: JudgeCase<Item>[] = [];
  const key: Record<string, CaseKey> = {};
  pending.forEach(({ q, expect, first }, i) => {
    const id = `c${i + 1}`;
    const engine = random() < 0.5 ? 'A' : 'B';
    const [a, b] = engine === 'A' ? [first!, expect[0]!] : [expect[0]!, first!];
    cases.push({ id, question: q, A: show(a), B: show(b) });
    key[id] = { q, engine, expected: expect[0]!, got: first! };
  });
  return { cases, key };
}

/** The judgments a judge's answers give: a verdict on both items of every answered case. */
export function judgmentsFrom(key: Readonly<Record<string, CaseKey>>, answers: Readonly<Record<string, unknown>>): Judgment[] {
  return Object.entries(key).flatMap(([id, { q, engine, expected, got }]) => {
    const answer = answers[id];
    if (answer === undefined) return [];
    if (answer !== 'A' && answer !== 'B' && answer !== 'both' && answer !== 'neither') throw new Error(`judge's answer to ${id} is not A, B, both or neither`);
    const other = engine === 'A' ? 'B' : 'A';
    return [
      { q, id: got, settles: answer === 'both' || answer === engine },
      { q, id: expected, settles: answer === 'both' || answer === other },
    ];
  });
}

/** `extra` added to `judgments` (a pair judged twice keeps its first verdict), sorted for stable diffs. */
export function mergeJudgments(judgments: readonly Judgment[], extra: readonly Judgment[]): Judgment[] {
  const byPair = new Map<string, Judgment>();
  for (const j of [...judgments, ...extra]) {
    const pair = `${j.q}\u0000${j.id}`;
    if (!byPair.has(pair)) byPair.set(pair, j);
  }
  return [...byPair.values()].sort((a, b) => a.q.localeCompare(b.q) || a.id.localeCompare(b.id));
}
