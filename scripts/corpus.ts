/** npm run -s corpus: prints every item the site knows as a JSON array (see README, "Corpus"). */
import { COMMAND_LINES } from '../lib/cli/command-lines';
import { argsFor, corpusOrFail } from './cli';

argsFor(COMMAND_LINES.corpus);
process.stdout.write(`${JSON.stringify(await corpusOrFail(), null, 1)}\n`);
