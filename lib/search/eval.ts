/**
 * Search quality against a set of table questions (test/fixtures/search-eval.json): for each
 * question, whether the first result, or one of the first three, is an item that answers it.
 * Figures per category and overall; `npm run eval:search` prints them.
 */
import type { Searcher } from './engine';
import { type Judgments, verdict } from './judgments';

export interface EvalQuestion {
  q: string;
  category: string;
  /** Ids of the items that answer the question (any one suffices). */
  expect: string[];
}

export interface EvalFigures {
  questions: number;
  top1: number;
  top3: number;
  /** Counting also results a blind judge found to settle the question (lib/search/judgments.ts). */
  judged1: number;
  judged3: number;
}

export interface EvalReport {
  categories: Record<string, EvalFigures>;
  overall: EvalFigures;
  /** Questions whose answer is not first: the rank found (1-based, 0 when not in the top 10). */
  misses: { q: string; category: string; rank: number; got: string[]; firstSettles: boolean }[];
  /** Misses whose first result no judge has seen: the judged figures count them as wrong. */
  unjudged: number;
}

const LIMIT = 10;

/** Parses and checks the eval file's shape; throws with the offending entry on a bad one. */
export function parseEvalSet(data: unknown): EvalQuestion[] {
  const questions = (data as { questions?: unknown } | null)?.questions;
  if (!Array.isArray(questions)) throw new Error('eval set: no "questions" array');
  return questions.map((raw, i) => {
    const { q, category, expect } = (raw ?? {}) as Partial<EvalQuestion>;
    const ok = typeof q === 'string' && q.trim() && typeof category === 'string' && Array.isArray(expect) && expect.length && expect.every((e) => typeof e === 'string');
    if (!ok) throw new Error(`eval set: question ${i} needs q, category and a non-empty expect list of ids`);
    return { q, category, expect };
  });
}

/**
 * Throws naming the first expected id the corpus does not hold: a typo in an expectation would
 * otherwise count silently as a miss.
 */
export function checkExpectedIds(questions: readonly EvalQuestion[], has: (id: string) => boolean): void {
  for (const { q, expect } of questions) {
    const unknown = expect.find((id) => !has(id));
    if (unknown !== undefined) throw new Error(`eval set: question "${q}" expects ${unknown}, which is not in the corpus`);
  }
}

/**
 * Figures by category name, with no prototype: a category is any string of the eval set, and in a
 * plain object `__proto__`, `constructor` or `toString` found Object's own members, so their rows
 * were left out of the report and their counts written onto Object.prototype.
 */
export const figuresByCategory = (): Record<string, EvalFigures> => Object.create(null) as Record<string, EvalFigures>;

export function evaluate(searcher: Pick<Searcher, 'search'>, questions: readonly EvalQuestion[], judgments: Judgments = new Map()): EvalReport {
  const categories = figuresByCategory();
  const overall = emptyFigures();
  const misses: EvalReport['misses'] = [];
  let unjudged = 0;
  for (const { q, category, expect } of questions) {
    const got = searcher.search(q, { limit: LIMIT }).map((r) => r.id);
    const rank = got.findIndex((id) => expect.includes(id)) + 1;
    const judgedRank = got.findIndex((id) => expect.includes(id) || verdict(judgments, q, id) === true) + 1;
    const figures = (categories[category] ??= emptyFigures());
    for (const f of [figures, overall]) {
      f.questions++;
      if (rank === 1) f.top1++;
      if (rank >= 1 && rank <= 3) f.top3++;
      if (judgedRank === 1) f.judged1++;
      if (judgedRank >= 1 && judgedRank <= 3) f.judged3++;
    }
    if (rank !== 1) misses.push({ q, category, rank, got: got.slice(0, 3), firstSettles: judgedRank === 1 });
    if (rank !== 1 && got[0] !== undefined && verdict(judgments, q, got[0]) === undefined) unjudged++;
  }
  return { categories, overall, misses, unjudged };
}

export const emptyFigures = (): EvalFigures => ({ questions: 0, top1: 0, top3: 0, judged1: 0, judged3: 0 });

/** Adds `f`'s counts into `into` (per-fold reports summed into one). */
export function addFigures(into: EvalFigures, f: EvalFigures): void {
  for (const key of ['questions', 'top1', 'top3', 'judged1', 'judged3'] as const) into[key] += f[key];
}

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`.padStart(6);

/**
 * The report as aligned lines: one per category, then overall. With `judged`, two more columns count
 * also first results a blind judge found to settle the question (misses no judge has seen count as
 * wrong there), after a line saying how many misses await a judge.
 */
export function formatReport(report: EvalReport, { judged = false } = {}): string[] {
  const rows = [...Object.entries(report.categories).sort(([a], [b]) => a.localeCompare(b)), ['overall', report.overall] as const];
  const width = Math.max(...rows.map(([name]) => name.length));
  const columns = (f: EvalFigures) =>
    `${String(f.questions).padStart(5)}  ${pct(f.top1, f.questions)}  ${pct(f.top3, f.questions)}` +
    (judged ? `    ${pct(f.judged1, f.questions)}    ${pct(f.judged3, f.questions)}` : '');
  return [
    ...(judged ? [`first results missed and not yet judged: ${report.unjudged} of ${report.misses.length} misses`] : []),
    `${'category'.padEnd(width)}     n   top-1   top-3${judged ? '  judged-1  judged-3' : ''}`,
    ...rows.map(([name, f]) => `${name.padEnd(width)} ${columns(f)}`),
  ];
}
