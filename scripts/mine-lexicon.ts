/**
 * npx tsx scripts/mine-lexicon.ts [--all]: the players' lexicon mined (lib/search/lexicon-mine.ts)
 * from the questions players ask of each item (content/asked.json) and the tuning set
 * (test/fixtures/search-eval.json): one line per player's word, the rules' words it stands for with
 * the share of its items holding each. Candidates for the hand-written synonym groups
 * (lib/search/synonyms.ts), to read, not to paste: searched as they come, by the engine or by its
 * reranker, they did not pay (docs/search-eval.md, "Tried: mined lexicon"). --all: player's words
 * the corpus holds in many items too, not only those it hardly holds.
 */
import { readFileSync } from 'node:fs';
import { parseEvalSet } from '../lib/search/eval';
import { itemTermsOf, MINE_OPTIONS, mineLexicon, pairsOf } from '../lib/search/lexicon-mine';
import { commandLine, corpusOrFail, fromRoot } from './cli';

const { options } = commandLine({ all: { kind: 'flag' } }, 'usage: npx tsx scripts/mine-lexicon.ts [--all]');
const questions = parseEvalSet(JSON.parse(readFileSync(fromRoot('test/fixtures/search-eval.json'), 'utf8')));
const corpus = await corpusOrFail();
const lexicon = mineLexicon(pairsOf(corpus, questions), itemTermsOf(corpus), { ...MINE_OPTIONS, ...(options.all ? { maxPlayerItems: Number.POSITIVE_INFINITY } : {}) });
for (const [word, readings] of Object.entries(lexicon)) console.log(`${word.padEnd(16)} ${readings.map(([t, share]) => `${t} ${share}`).join(', ')}`);
