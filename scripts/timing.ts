/**
 * npm run -s timing -- --json FILE|-   (see docs/timing.md)
 * Reads a situation (phase, players, abilities) and prints the resolution order with reasons.
 */
import { timingCommand } from '../lib/cli/json-command';
import { finish, readJsonText } from './cli';

const USAGE = 'usage: npm run -s timing -- --json FILE|-   (schema: docs/timing.md)';

finish(timingCommand(readJsonText(process.argv.slice(2), USAGE)));
