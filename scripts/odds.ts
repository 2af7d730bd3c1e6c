/**
 * Exact TI4 combat odds from a JSON description: `npm run -s odds -- [--json] FILE` (or `-` for
 * stdin). `--factions` lists the 25 factions and what each changes in a battle. The schema is in
 * docs/odds.md. Bad input: exit 2 and one line naming the field.
 */
import { factionListing } from '../lib/calc';
import { COMMAND_LINES } from '../lib/cli/command-lines';
import { oddsCommand } from '../lib/cli/json-command';
import { argsFor, finish, readJsonText } from './cli';

const args = argsFor(COMMAND_LINES.odds);
if ('factions' in args) process.stdout.write(`${JSON.stringify(factionListing(), null, 1)}\n`);
else finish(oddsCommand(readJsonText(args)));
