/** npm run -s corpus: prints every item the site knows as a JSON array (see README, "Corpus"). */
import { loadCorpus } from '../lib/corpus/load';
import { echo } from '../lib/input/echo';
import { fail } from './cli';

if (process.argv.length > 2) fail(`unexpected argument ${echo(process.argv[2]!)} (usage: npm run -s corpus)`);
try {
  process.stdout.write(`${JSON.stringify(await loadCorpus('content'), null, 1)}\n`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
