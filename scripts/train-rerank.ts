/**
 * npx tsx scripts/train-rerank.ts [--lambda L] [--folds K] [--dry]: trains the search reranker
 * (lib/search/rerank.ts) on the tuning set (test/fixtures/search-eval.json, never a held-out set)
 * and writes its weights to lib/search/rerank-weights.ts (not with --dry).
 *
 * First the honest figure: K-fold cross-validation, each fold's questions reranked by a model
 * trained on the other folds, top-1 and top-3 per category against the engine alone, twice: the
 * model picking the first result too, and keeping the engine's first (see `rerankTop`). It picks
 * the first (RERANK_FIRST) when that wins more first places than the engine and than keeping it;
 * it is switched on (RERANK_ENABLED) when it picks the first so, or when keeping the first its
 * top-3 beats the engine's by a point or more without losing top-1. Then the model trained on all
 * the questions, its weights printed in standard units (how much a spread of the feature moves the
 * score) and written in raw units.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createSearcher } from '../lib/search/engine';
import { addFigures, emptyFigures, evaluate, figuresByCategory, formatReport, parseEvalSet, type EvalFigures, type EvalQuestion, type EvalReport } from '../lib/search/eval';
import { FEATURES, linearScores, type CandidateScorer } from '../lib/search/rerank';
import { fitPairwise, foldsOf, scaling, type Example } from '../lib/search/rerank-learn';
import { buildShippedIndex } from '../lib/search/shipped';
import { commandLine, corpusOrFail } from './cli';

const TUNING_SET = new URL('../test/fixtures/search-eval.json', import.meta.url);
const WEIGHTS_FILE = new URL('../lib/search/rerank-weights.ts', import.meta.url);
/** Cross-validated top-3 must beat the engine's by this many points (of 100) to switch the model on. */
const MARGIN = 1;

const { options } = commandLine(
  { lambda: { kind: 'number', min: 0, max: 1e6 }, folds: { kind: 'whole', min: 2, max: 1000 }, dry: { kind: 'flag' } },
  'usage: npx tsx scripts/train-rerank.ts [--lambda L] [--folds K] [--dry]',
);
const lambda = options.lambda ?? 0.1;
const k = options.folds ?? 10;
const dry = options.dry ?? false;

const questions = parseEvalSet(JSON.parse(readFileSync(TUNING_SET, 'utf8')));
const shipped = buildShippedIndex(await corpusOrFail());

/**
 * The engine's report on `list`, and each question's candidates as the engine ranks them with
 * their features (none for a rule number): one search of each question, its example recorded
 * while that question alone is evaluated, so examples[i] belongs to list[i].
 */
function recordExamples(list: readonly EvalQuestion[]): { engine: EvalReport; examples: (Example | undefined)[] } {
  let expect: readonly string[] = [];
  let seen: Example | undefined;
  // The engine's order kept (its bands come first in it): only the rows are wanted.
  const recorder: CandidateScorer = (rows, candidates) => {
    seen = { rows, bands: candidates.map((c) => c.band), answers: candidates.map((c) => expect.includes(c.id)) };
    return engineOrder(rows, candidates);
  };
  const searcher = createSearcher(shipped, { score: recorder, first: false });
  const examples: (Example | undefined)[] = [];
  const reports = list.map((question) => {
    expect = question.expect;
    seen = undefined;
    const report = evaluate(searcher, [question]);
    examples.push(seen);
    return report;
  });
  return { engine: merged(reports), examples };
}

/** The engine's own order, whatever RERANK_ENABLED says. */
const engineOrder: CandidateScorer = (rows) => rows.map((_, i) => -i);

/**
 * Evaluates a list of questions reranked by given weights, the first result picked by the model too
 * or not. One searcher per way, its weights swapped per fold: building the engine's index lookups
 * anew for each of the 20 fold reports cost 10 s.
 */
function reporter(first: boolean): (list: readonly EvalQuestion[], weights: readonly number[]) => EvalReport {
  let current: readonly number[] = [];
  const searcher = createSearcher(shipped, { score: (rows) => linearScores(rows, current), first });
  return (list, weights) => {
    current = weights;
    return evaluate(searcher, list);
  };
}

/** Sums per-fold reports into one (misses left out). */
function merged(reports: readonly EvalReport[]): EvalReport {
  const categories = figuresByCategory();
  const overall = emptyFigures();
  for (const r of reports) {
    for (const [name, f] of Object.entries(r.categories)) addFigures((categories[name] ??= emptyFigures()), f);
    addFigures(overall, r.overall);
  }
  return { categories, overall, misses: [], unjudged: 0 };
}

const { engine, examples } = recordExamples(questions);
const width = FEATURES.length;
const trainable = (keep: (i: number) => boolean) => examples.filter((e, i): e is Example => e !== undefined && keep(i));
const folds = foldsOf(questions.length, k);
/** Each fold's model, trained on the other folds (once: both ways of reranking below use it). */
const foldModels = Array.from({ length: k }, (_, f) => fitPairwise(trainable((i) => folds[i] !== f), width, lambda));
/** Each fold's questions reranked by its model. */
const crossValidate = (first: boolean) => {
  const report = reporter(first);
  return merged(foldModels.map((weights, f) => report(questions.filter((_, i) => folds[i] === f), weights)));
};
const keeping = crossValidate(false);
const picking = crossValidate(true);

const pct = (f: EvalFigures, key: 'top1' | 'top3') => (100 * f[key]) / Math.max(1, f.questions);
const answerable = examples.filter((e) => e?.answers.some(Boolean)).length;
console.log(`${questions.length} questions, ${examples.filter(Boolean).length} reranked (word queries), ${answerable} with an answer among the candidates; ${k} folds, lambda ${lambda}`);
const engineLines = formatReport(engine);
const keepLines = formatReport(keeping);
const pickLines = formatReport(picking);
const lastTwo = (line: string) => line.split(/\s+/).slice(-2).join('  ');
console.log(`${'engine'.padEnd(engineLines[0]!.length)}   keeping its first   picking the first (cross-validated)`);
engineLines.forEach((line, i) => console.log(`${line}   ${lastTwo(keepLines[i]!)}   ${lastTwo(pickLines[i]!)}`));

const first = picking.overall.top1 > engine.overall.top1 && picking.overall.top1 >= keeping.overall.top1;
const chosen = first ? picking : keeping;
const enabled = first || (pct(keeping.overall, 'top3') - pct(engine.overall, 'top3') >= MARGIN && keeping.overall.top1 >= engine.overall.top1);
console.log(
  `\nreranker ${enabled ? 'on' : 'off'}${enabled ? (first ? ', picking the first' : ', keeping the first') : ''}: picking the first when it wins more first places than the engine and than keeping it; else on when its top-3 beats the engine's by ${MARGIN} point without losing top-1`,
);

const all = trainable(() => true);
const weights = fitPairwise(all, width, lambda);
const { scale } = scaling(all, width);
console.log('\nweights (standard units: score moved by one spread of the feature), trained on all questions');
FEATURES.map((name, i) => ({ name, standard: weights[i]! * scale[i]!, raw: weights[i]! }))
  .sort((a, b) => Math.abs(b.standard) - Math.abs(a.standard))
  .forEach(({ name, standard, raw }) => console.log(`${name.padEnd(20)} ${standard.toFixed(3).padStart(8)}   (raw ${raw.toFixed(4)})`));

if (!dry) {
  const table = FEATURES.map((name, i) => `  ${name}: ${Number(weights[i]!.toPrecision(6))},`).join('\n');
  writeFileSync(
    WEIGHTS_FILE,
    `/**
 * The reranker's learned weights (see ./rerank.ts), written by \`npx tsx scripts/train-rerank.ts\`
 * from the tuning set (test/fixtures/search-eval.json): ${k}-fold cross-validated top-1
 * ${pct(chosen.overall, 'top1').toFixed(1)}% against the engine's ${pct(engine.overall, 'top1').toFixed(1)}%, top-3 ${pct(chosen.overall, 'top3').toFixed(1)}% against ${pct(engine.overall, 'top3').toFixed(1)}% (${first ? 'picking' : 'keeping'} the first), lambda ${lambda}.
 * Do not edit by hand: retrain.
 */
import type { Feature } from './rerank';

/** Whether the engine reorders its first candidates by the model: only when cross-validation says it helps. */
export const RERANK_ENABLED = ${enabled};

/** Whether the model picks the first result too, or keeps the engine's: cross-validation decides. */
export const RERANK_FIRST = ${first};

export const RERANK_WEIGHTS: Readonly<Record<Feature, number>> = {
${table}
};
`,
  );
  console.log(`\nwrote ${WEIGHTS_FILE.pathname}`);
}
