/** npm run -s corpus: prints every item the site knows as a JSON array (see README, "Corpus"). */
import { loadCorpus } from '../lib/corpus/load';
import { COMMAND_LINES } from '../lib/cli/command-lines';
import { argsFor, fail, fromRoot } from './cli';

argsFor(COMMAND_LINES.corpus);
try {
  process.stdout.write(`${JSON.stringify(await loadCorpus(fromRoot('content')), null, 1)}\n`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
