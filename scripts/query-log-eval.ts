/**
 * npx tsx scripts/query-log-eval.ts [--held]: the query log (lib/search/query-log.ts) measured
 * honestly. In sample its figures flatter it (each tuning question's words are logged for its
 * answer), so the tuning set is also scored by 10-fold: each tenth searched with a log built from
 * the other nine. Prints the shipped index's gzip size, the tuning set without the log, with it in
 * sample and by 10-fold, and with --held each held-out set's overall line only (as eval:search
 * --file prints it, never a question).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { withLogged } from '../lib/corpus/logged';
import type { Item } from '../lib/corpus/types';
import { searcherFor } from '../lib/search/engine';
import { addFigures, emptyFigures, evaluate, figuresByCategory, formatReport, parseEvalSet, type EvalQuestion, type EvalReport } from '../lib/search/eval';
import { parseJudgments } from '../lib/search/judgments';
import { queryLog } from '../lib/search/query-log';
import { buildShippedIndex } from '../lib/search/shipped';
import { commandLine, corpusOrFail, fromRoot } from './cli';

const FOLDS = 10;

const { options } = commandLine({ held: { kind: 'flag' } }, 'usage: npx tsx scripts/query-log-eval.ts [--held]');
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const tuning = parseEvalSet(readJson(fromRoot('test/fixtures/search-eval.json')));
const judgments = parseJudgments(readJson(fromRoot('test/fixtures/search-judgments.json')));
const unlogged = (await corpusOrFail()).map(({ logged: _, ...item }) => item);
const loggedFrom = (questions: readonly EvalQuestion[]): Item[] => withLogged(unlogged, queryLog(questions));
const print = (title: string, report: EvalReport) => console.log([title, ...formatReport(report, { judged: true }).slice(1)].join('\n'));

const corpus = loggedFrom(tuning);
console.log(`index ${(gzipSync(JSON.stringify(buildShippedIndex(corpus))).length / 1024).toFixed(1)} KB gz`);
print('without the log', evaluate(searcherFor(unlogged), tuning, judgments));
const searcher = searcherFor(corpus);
print('in sample', evaluate(searcher, tuning, judgments));

const folds: EvalReport = { categories: figuresByCategory(), overall: emptyFigures(), misses: [], unjudged: 0 };
for (let k = 0; k < FOLDS; k++) {
  const report = evaluate(searcherFor(loggedFrom(tuning.filter((_, i) => i % FOLDS !== k))), tuning.filter((_, i) => i % FOLDS === k), judgments);
  for (const [name, f] of Object.entries(report.categories)) addFigures((folds.categories[name] ??= emptyFigures()), f);
  addFigures(folds.overall, report.overall);
}
print(`${FOLDS}-fold`, folds);

if (options.held) {
  const dir = fromRoot('test/fixtures');
  for (const name of readdirSync(dir).filter((f) => /^search-(holdout|transfer).*\.json$/.test(f)).sort()) {
    console.log(`test/fixtures/${name} ${formatReport(evaluate(searcher, parseEvalSet(readJson(`${dir}/${name}`)), judgments), { judged: true }).at(-1)}`);
  }
}
