/**
 * npx tsx scripts/query-log-curve.ts VARIANT...: session 25's query-log experiments (docs/search-eval.md).
 * Each variant builds the log from a seeded share of the tuning questions and optionally held-out
 * sets, then prints the index's gzip size and each held-out set's overall line only (never a
 * question), with aggregates over groups of sets; `tenfold` also scores the tuning set by 10-fold.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { withLogged } from '../lib/corpus/logged';
import type { Item } from '../lib/corpus/types';
import { searcherFor } from '../lib/search/engine';
import { addFigures, emptyFigures, evaluate, parseEvalSet, type EvalFigures, type EvalQuestion } from '../lib/search/eval';
import { parseJudgments } from '../lib/search/judgments';
import { queryLog, type LogRule } from '../lib/search/query-log';
import { buildShippedIndex } from '../lib/search/shipped';
import { corpusOrFail, fromRoot } from './cli';

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const dir = fromRoot('test/fixtures');
const tuning = parseEvalSet(readJson(`${dir}/search-eval.json`));
const judgments = parseJudgments(readJson(fromRoot('test/fixtures/search-judgments.json')));
const unlogged = (await corpusOrFail()).map(({ logged: _, ...item }) => item);

/** Held-out set number (1 for search-holdout.json); transfer sets as 100 + n. Set 26 never. */
const setNumber = (name: string): number => {
  const t = /^search-transfer-(\d+)\.json$/.exec(name);
  if (t) return 100 + Number(t[1]);
  const h = /^search-holdout(?:-(\d+))?\.json$/.exec(name);
  return h ? Number(h[1] ?? 1) : 0;
};
const sets = new Map(
  readdirSync(dir)
    .map((f) => [setNumber(f), f] as const)
    .filter(([k]) => (k >= 1 && k <= 25) || k > 100)
    .map(([k, f]) => [k, parseEvalSet(readJson(`${dir}/${f}`))] as const),
);

function mulberry(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** A fixed order of the tuning questions (seeded shuffle); a share takes its first part, so shares nest. */
const order = (() => {
  const rnd = mulberry(25);
  const idx = tuning.map((_, i) => i);
  for (let i = idx.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [idx[i], idx[j]] = [idx[j]!, idx[i]!];
  }
  return idx;
})();

interface Variant {
  share: number;
  logged: number[];
  rule: LogRule;
  tenfold?: boolean;
}

const at = (n: number): LogRule => ({ inQuestions: () => n });
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const VARIANTS: Record<string, Variant> = {
  none: { share: 0, logged: [], rule: at(3) },
  s25t3: { share: 0.25, logged: [], rule: at(3) },
  s25t1: { share: 0.25, logged: [], rule: at(1) },
  s50t3: { share: 0.5, logged: [], rule: at(3) },
  s50t2: { share: 0.5, logged: [], rule: at(2) },
  s75t3: { share: 0.75, logged: [], rule: at(3) },
  s75t2: { share: 0.75, logged: [], rule: at(2) },
  s100t3: { share: 1, logged: [], rule: at(3), tenfold: true },
  s100t2: { share: 1, logged: [], rule: at(2) },
  h14t3: { share: 1, logged: range(1, 14), rule: at(3), tenfold: true },
  h14t4: { share: 1, logged: range(1, 14), rule: at(4), tenfold: true },
  h14xt3: { share: 1, logged: [...range(1, 14), 121], rule: at(3), tenfold: true },
  h14xt4: { share: 1, logged: [...range(1, 14), 121], rule: at(4), tenfold: true },
  h14r12: { share: 1, logged: range(1, 14), rule: { inQuestions: (n) => Math.max(3, Math.ceil(n / 12)) } },
  h14c12: { share: 1, logged: range(1, 14), rule: { inQuestions: () => 3, maxWords: 12 } },
  h20t3: { share: 1, logged: range(1, 20), rule: at(3) },
  h20t4: { share: 1, logged: range(1, 20), rule: at(4), tenfold: true },
  h20xt4: { share: 1, logged: [...range(1, 20), 121], rule: at(4), tenfold: true },
};

const pct = (n: number, of: number) => ((100 * n) / Math.max(1, of)).toFixed(1);
const line = (f: EvalFigures) => `${f.questions} ${pct(f.top1, f.questions)} / ${pct(f.top3, f.questions)} (judged ${pct(f.judged1, f.questions)} / ${pct(f.judged3, f.questions)})`;
const GROUPS: [string, (k: number) => boolean][] = [
  ['sets 1-8', (k) => k <= 8],
  ['sets 9-14', (k) => k >= 9 && k <= 14],
  ['sets 15-22', (k) => k >= 15 && k <= 22],
  ['sets 15-25', (k) => k >= 15 && k <= 25],
  ['sets 21-25', (k) => k >= 21 && k <= 25],
  ['sets 1-23', (k) => k <= 23],
  ['sets 1-25', (k) => k <= 25],
  ['set 24', (k) => k === 24],
  ['set 25', (k) => k === 25],
  ['transfer 21', (k) => k === 121],
];

function logFrom(v: Variant, tuningPart: readonly EvalQuestion[]): Item[] {
  const extra = v.logged.flatMap((k) => sets.get(k) ?? []);
  return withLogged(unlogged, queryLog([...tuningPart, ...extra], v.rule));
}

for (const name of process.argv.slice(2)) {
  const v = VARIANTS[name];
  if (!v) throw new Error(`no variant ${name}`);
  const sampled = order.slice(0, Math.round(v.share * tuning.length)).sort((a, b) => a - b).map((i) => tuning[i]!);
  const corpus = logFrom(v, sampled);
  const searcher = searcherFor(corpus);
  const kb = (gzipSync(JSON.stringify(buildShippedIndex(corpus))).length / 1024).toFixed(1);
  const logged = corpus.filter((i) => i.logged).length;
  console.log(`== ${name}: tuning ${sampled.length}, logged sets [${v.logged.join(',')}], items logged ${logged}, index ${kb} KB gz`);
  const bySet = new Map([...sets].map(([k, qs]) => [k, evaluate(searcher, qs, judgments).overall]));
  for (const [label, inGroup] of GROUPS) {
    const sum = emptyFigures();
    for (const [k, f] of bySet) if (inGroup(k)) addFigures(sum, f);
    console.log(`  ${label.padEnd(12)} ${line(sum)}${[...bySet.keys()].some((k) => inGroup(k) && v.logged.includes(k)) ? '  [partly logged]' : ''}`);
  }
  console.log(`  tuning in   ${line(evaluate(searcher, tuning, judgments).overall)}`);
  if (v.tenfold) {
    const folds = emptyFigures();
    for (let k = 0; k < 10; k++) {
      const fold = evaluate(searcherFor(logFrom(v, tuning.filter((_, i) => i % 10 !== k))), tuning.filter((_, i) => i % 10 === k), judgments);
      addFigures(folds, fold.overall);
    }
    console.log(`  tuning 10f  ${line(folds)}`);
  }
}
