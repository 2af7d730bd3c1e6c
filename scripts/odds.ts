/**
 * Exact TI4 combat odds from a JSON description: `npm run -s odds -- --json FILE` (or `-` for
 * stdin). `--factions` lists the 25 factions and what each changes in a battle. The schema is in
 * docs/odds.md. Bad input: exit 2 and one line naming the field.
 */
import { factionListing } from '../lib/calc';
import { oddsCommand } from '../lib/cli/json-command';
import { fail, finish, readJsonText } from './cli';

const USAGE = 'usage: npm run -s odds -- --json FILE|-  |  --factions   (schema: docs/odds.md)';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(`${USAGE}\n`);
} else if (args[0] === '--factions') {
  if (args.length !== 1) fail(`--factions takes no argument (${USAGE})`);
  process.stdout.write(`${JSON.stringify(factionListing(), null, 1)}\n`);
} else {
  finish(oddsCommand(readJsonText(args, USAGE)));
}
