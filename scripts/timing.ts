/**
 * npm run -s timing -- --json FILE|-   (see docs/timing.md)
 * Reads a situation (phase, players, abilities) and prints the resolution order with reasons.
 */
import { readFileSync } from 'node:fs';
import { checkTimingInput, resolveTiming } from '../lib/timing';
import { fail } from './cli';

const USAGE = 'usage: npm run -s timing -- --json FILE|-';

function readSource(args: string[]): string {
  if (args.length !== 2 || args[0] !== '--json') fail(`expected --json FILE or --json - (${USAGE})`);
  const file = args[1]!;
  try {
    return readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch {
    fail(`--json: cannot read ${file === '-' ? 'standard input' : file}`);
  }
}

const source = readSource(process.argv.slice(2));
let raw: unknown;
try {
  raw = JSON.parse(source);
} catch {
  fail('input: not valid JSON');
}
const checked = checkTimingInput(raw);
if (!checked.ok) fail(checked.message);
process.stdout.write(`${JSON.stringify(resolveTiming(checked.input), null, 2)}\n`);
