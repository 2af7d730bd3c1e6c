/**
 * npm run -s timing -- [--json] FILE|-   (see docs/timing.md)
 * Reads a situation (phase, players, abilities) and prints the resolution order with reasons.
 */
import { COMMAND_LINES } from '../lib/cli/command-lines';
import { timingCommand } from '../lib/cli/json-command';
import { argsFor, finish, readJsonText } from './cli';

finish(timingCommand(readJsonText(argsFor(COMMAND_LINES.timing))));
