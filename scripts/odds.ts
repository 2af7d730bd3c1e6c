/**
 * Exact TI4 combat odds from a JSON description: `npm run -s odds -- --json FILE` (or `-` for
 * stdin). The schema is in docs/odds.md. Bad input: exit 2 and one line naming the field.
 */
import { readFileSync } from 'node:fs';
import { computeOdds, describeError, parseBattleInput } from '../lib/calc';
import { fail } from './cli';

const USAGE = 'usage: npm run -s odds -- --json FILE|-   (schema: docs/odds.md)';

function main(argv: string[]): void {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const at = argv.indexOf('--json');
  const file = at >= 0 ? argv[at + 1] : undefined;
  if (file === undefined || argv.length !== 2) fail(USAGE);
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch {
    fail(`--json: cannot read ${file}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    fail('input: not valid JSON');
  }
  const parsed = parseBattleInput(raw);
  if (!parsed.ok) fail(describeError(parsed));
  process.stdout.write(`${JSON.stringify(computeOdds(parsed.input), null, 1)}\n`);
}

main(process.argv.slice(2));
