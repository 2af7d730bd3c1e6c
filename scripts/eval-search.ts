/**
 * npm run eval:search [-- --file PATH] [-- --judgments PATH] [-- --misses]: top-1 and top-3 of the
 * search over a set of table questions (default test/fixtures/search-eval.json, the tuning set;
 * test/fixtures/search-holdout*.json are the held-out sets), per category and overall
 * (lib/search/eval.ts), then counting also first results a blind judge found to settle the question
 * (default test/fixtures/search-judgments.json; lib/search/judgments.ts). With --misses, each
 * question whose answer is not first, with its rank and the top 3 it got. An expected id the corpus
 * lacks is an error.
 */
import { echo, LINE_MAX } from '../lib/input/echo';
import { searcherFor } from '../lib/search/engine';
import { checkExpectedIds, evaluate, formatReport, parseEvalSet } from '../lib/search/eval';
import { parseJudgments } from '../lib/search/judgments';
import { COMMAND_LINES } from '../lib/cli/command-lines';
import { argsFor, corpusOrFail, fail, fromRoot, readJsonFile } from './cli';

const DEFAULT_PATHS = {
  file: fromRoot('test/fixtures/search-eval.json'),
  judgments: fromRoot('test/fixtures/search-judgments.json'),
};

const { options } = argsFor(COMMAND_LINES['eval-search']);
const showMisses = options.misses ?? false;

const readJson = (name: keyof typeof DEFAULT_PATHS) => readJsonFile(`--${name}`, options[name] ?? DEFAULT_PATHS[name]);

let report;
try {
  const questions = parseEvalSet(readJson('file'));
  const judgments = parseJudgments(readJson('judgments'));
  const corpus = await corpusOrFail();
  const ids = new Set(corpus.map((item) => item.id));
  checkExpectedIds(questions, (id) => ids.has(id));
  report = evaluate(searcherFor(corpus), questions, judgments);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (showMisses) {
  for (const m of report.misses) {
    const judged = m.firstSettles ? ', the first judged to settle it' : '';
    // A question is the file's text: printed escaped, so a control character cannot drive the terminal.
    console.log(`[${m.category}] ${echo(m.q, LINE_MAX)}: ${m.rank ? `rank ${m.rank}` : 'not in top 10'} (got ${m.got.join(', ')}${judged})`);
  }
  console.log('');
}
for (const line of formatReport(report, { judged: true })) console.log(line);
