/**
 * npm run eval:search [-- --file PATH] [-- --misses]: top-1 and top-3 of the search over a set of
 * table questions (default test/fixtures/search-eval.json, the tuning set; test/fixtures/search-holdout.json
 * is the held-out set), per category and overall (lib/search/eval.ts). With --misses, each question
 * whose answer is not first, with its rank and the top 3 it got. An expected id the corpus lacks is an error.
 */
import { fileURLToPath } from 'node:url';
import { readFileCapped, unreadableMessage } from '../lib/cli/read-file';
import { loadCorpus } from '../lib/corpus/load';
import { echo } from '../lib/input/echo';
import { searcherFor } from '../lib/search/engine';
import { checkExpectedIds, evaluate, formatReport, parseEvalSet } from '../lib/search/eval';
import { commandLine, fail } from './cli';

const USAGE = 'usage: npm run eval:search [-- --file PATH] [-- --misses]';
const DEFAULT_FILE = new URL('../test/fixtures/search-eval.json', import.meta.url);

const { options } = commandLine({ file: { kind: 'text' }, misses: { kind: 'flag' } }, USAGE);
const showMisses = options.misses ?? false;
const file: string | URL = options.file ?? DEFAULT_FILE;

// Far above any eval set (the tuning set is 250 KB); `/dev/zero` is not read for ever.
const MAX_EVAL_SET = 16 << 20;
const read = readFileCapped(file instanceof URL ? fileURLToPath(file) : file, MAX_EVAL_SET);
if (!read.ok) fail(read.reason === 'too large' ? `--file: larger than 16 MiB` : unreadableMessage('--file', String(file), read.reason));
let data: unknown;
try {
  data = JSON.parse(read.text);
} catch {
  fail(`--file: ${echo(String(file))} is not valid JSON`);
}

let report;
try {
  const questions = parseEvalSet(data);
  const corpus = await loadCorpus('content');
  const ids = new Set(corpus.map((item) => item.id));
  checkExpectedIds(questions, (id) => ids.has(id));
  report = evaluate(searcherFor(corpus), questions);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (showMisses) {
  for (const m of report.misses) console.log(`[${m.category}] ${m.q}: ${m.rank ? `rank ${m.rank}` : 'not in top 10'} (got ${m.got.join(', ')})`);
  console.log('');
}
for (const line of formatReport(report)) console.log(line);
