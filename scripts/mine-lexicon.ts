/**
 * npx tsx scripts/mine-lexicon.ts [--check] [--measure]: mines the players' lexicon
 * (lib/search/lexicon-mine.ts) from the questions players ask of each item (content/asked.json) and
 * the tuning set (test/fixtures/search-eval.json, never a held-out set), and writes it to
 * lib/search/lexicon.json. --check: fails when the file is not what mining gives now.
 * --measure: the honest figures, the table never measured on what it was mined from: 10-fold on
 * the tuning set (each fold searched with a table mined from the asked questions and the other
 * folds), and the transfer to the paraphrases p21-* (mined without them and the questions they
 * paraphrase), each against the engine with no table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createSearcher } from '../lib/search/engine';
import { evaluate, formatReport, mergedReports, parseEvalSet, type EvalQuestion, type EvalReport } from '../lib/search/eval';
import { parseJudgments } from '../lib/search/judgments';
import type { Lexicon } from '../lib/search/lexicon';
import { itemTermsOf, mineLexicon, pairsOf, withoutParaphrased } from '../lib/search/lexicon-mine';
import { foldsOf } from '../lib/search/rerank-learn';
import { buildShippedIndex } from '../lib/search/shipped';
import { commandLine, corpusOrFail, fail, fromRoot } from './cli';

const TABLE = fromRoot('lib/search/lexicon.json');
const FOLDS = 10;

const { options } = commandLine({ check: { kind: 'flag' }, measure: { kind: 'flag' } }, 'usage: npx tsx scripts/mine-lexicon.ts [--check] [--measure]');

const raw = JSON.parse(readFileSync(fromRoot('test/fixtures/search-eval.json'), 'utf8')) as { questions: { id?: string }[] };
const questions = parseEvalSet(raw);
const corpus = await corpusOrFail();
const itemTerms = itemTermsOf(corpus);
const mined = (learnFrom: readonly EvalQuestion[]) => mineLexicon(pairsOf(corpus, learnFrom), itemTerms);
const text = (lexicon: Lexicon) => `${JSON.stringify(lexicon, null, 0).replace(/\],"/g, '],\n"')}\n`;

if (options.measure) {
  const shipped = buildShippedIndex(corpus);
  const judgments = parseJudgments(JSON.parse(readFileSync(fromRoot('test/fixtures/search-judgments.json'), 'utf8')));
  const plain = createSearcher(shipped, undefined, {});
  const run = (list: readonly EvalQuestion[], lexicon: Lexicon) => evaluate(Object.keys(lexicon).length ? createSearcher(shipped, undefined, lexicon) : plain, list, judgments);
  const show = (title: string, before: EvalReport, after: EvalReport) => {
    const a = formatReport(before, { judged: true }).slice(1);
    const b = formatReport(after, { judged: true }).slice(1);
    console.log(`\n${title}\n${'without the lexicon'.padEnd(a[0]!.length)}   with it`);
    a.forEach((line, i) => console.log(`${line}   ${b[i]!.split(/\s+/).slice(-4).join('  ')}`));
  };
  const folds = foldsOf(questions.length, FOLDS);
  const inFold = (f: number) => questions.filter((_, i) => folds[i] === f);
  const kfold = mergedReports(Array.from({ length: FOLDS }, (_, f) => run(inFold(f), mined(questions.filter((_, i) => folds[i] !== f)))));
  const all = run(questions, {});
  show(`${FOLDS}-fold (each fold searched with a table mined from the asked questions and the other folds)`, all, kfold);
  const held = new Set(questions.filter((_, i) => raw.questions[i]!.id?.startsWith('p21-')));
  const learnFrom = withoutParaphrased(questions, held);
  console.log(`\ntransfer: mined from the asked questions and ${learnFrom.length} tuning questions (no p21-* nor the ${questions.length - learnFrom.length - held.size} they paraphrase)`);
  show('p21-* paraphrases', run([...held], {}), run([...held], mined(learnFrom)));
  const table = mined(questions);
  show(`in sample (the table mined from everything: ${Object.keys(table).length} words)`, all, run(questions, table));
} else {
  const want = text(mined(questions));
  if (options.check) {
    if (readFileSync(TABLE, 'utf8') !== want) fail('lib/search/lexicon.json is not what mining gives now: run npx tsx scripts/mine-lexicon.ts');
    console.log('lib/search/lexicon.json is current');
  } else {
    writeFileSync(TABLE, want);
    console.log(`wrote ${TABLE}: ${Object.keys(JSON.parse(want) as Lexicon).length} words, ${want.length} bytes`);
  }
}
