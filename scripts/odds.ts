/**
 * Exact TI4 combat odds from a JSON description: `npm run -s odds -- --json FILE` (or `-` for
 * stdin). The schema is in docs/odds.md. Bad input: exit 2 and one line naming the field.
 */
import { oddsCommand } from '../lib/cli/json-command';
import { finish, readJsonText } from './cli';

const USAGE = 'usage: npm run -s odds -- --json FILE|-   (schema: docs/odds.md)';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) process.stdout.write(`${USAGE}\n`);
else finish(oddsCommand(readJsonText(args, USAGE)));
