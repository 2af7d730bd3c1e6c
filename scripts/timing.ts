/**
 * npm run -s timing -- --json FILE|-   (see docs/timing.md)
 * Reads a situation (phase, players, abilities) and prints the resolution order with reasons.
 */
import { checkTimingInput, resolveTiming } from '../lib/timing';
import { fail, readJsonArgument } from './cli';

const USAGE = 'usage: npm run -s timing -- --json FILE|-   (schema: docs/timing.md)';

const checked = checkTimingInput(readJsonArgument(process.argv.slice(2), USAGE));
if (!checked.ok) fail(checked.message);
process.stdout.write(`${JSON.stringify(resolveTiming(checked.input), null, 2)}\n`);
