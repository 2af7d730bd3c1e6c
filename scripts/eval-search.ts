/**
 * npm run eval:search [-- --file PATH] [-- --judgments PATH] [-- --misses]: top-1 and top-3 of the
 * search over a set of table questions (default test/fixtures/search-eval.json, the tuning set;
 * test/fixtures/search-holdout*.json are the held-out sets), per category and overall
 * (lib/search/eval.ts), then counting also first results a blind judge found to settle the question
 * (default test/fixtures/search-judgments.json; lib/search/judgments.ts). With --misses, each
 * question whose answer is not first, with its rank and the top 3 it got. An expected id the corpus
 * lacks is an error.
 */
import { fileURLToPath } from 'node:url';
import { readFileCapped, unreadableMessage } from '../lib/cli/read-file';
import { loadCorpus } from '../lib/corpus/load';
import { echo } from '../lib/input/echo';
import { searcherFor } from '../lib/search/engine';
import { checkExpectedIds, evaluate, formatReport, parseEvalSet } from '../lib/search/eval';
import { parseJudgments } from '../lib/search/judgments';
import { commandLine, fail } from './cli';

const USAGE = 'usage: npm run eval:search [-- --file PATH] [-- --judgments PATH] [-- --misses]';
const DEFAULT_PATHS = {
  file: fileURLToPath(new URL('../test/fixtures/search-eval.json', import.meta.url)),
  judgments: fileURLToPath(new URL('../test/fixtures/search-judgments.json', import.meta.url)),
};

const { options } = commandLine({ file: { kind: 'text' }, judgments: { kind: 'text' }, misses: { kind: 'flag' } }, USAGE);
const showMisses = options.misses ?? false;

// Far above any eval set (the tuning set is 250 KB); `/dev/zero` is not read for ever.
const MAX_JSON_FILE = 16 << 20;
function readJson(name: keyof typeof DEFAULT_PATHS): unknown {
  const flag = `--${name}`;
  const path = options[name] ?? DEFAULT_PATHS[name];
  const read = readFileCapped(path, MAX_JSON_FILE);
  if (!read.ok) fail(read.reason === 'too large' ? `${flag}: larger than 16 MiB` : unreadableMessage(flag, path, read.reason));
  try {
    return JSON.parse(read.text);
  } catch {
    fail(`${flag}: ${echo(path)} is not valid JSON`);
  }
}

let report;
try {
  const questions = parseEvalSet(readJson('file'));
  const judgments = parseJudgments(readJson('judgments'));
  const corpus = await loadCorpus('content');
  const ids = new Set(corpus.map((item) => item.id));
  checkExpectedIds(questions, (id) => ids.has(id));
  report = evaluate(searcherFor(corpus), questions, judgments);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (showMisses) {
  for (const m of report.misses) {
    const judged = m.firstSettles ? ', the first judged to settle it' : '';
    console.log(`[${m.category}] ${m.q}: ${m.rank ? `rank ${m.rank}` : 'not in top 10'} (got ${m.got.join(', ')}${judged})`);
  }
  console.log('');
}
for (const line of formatReport(report, { judged: true })) console.log(line);
