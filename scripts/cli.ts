import type { CommandResult } from '../lib/cli/json-command';
import { readFileCapped, unreadableMessage } from '../lib/cli/read-file';
import { echo, oneLine } from '../lib/input/echo';
import { MAX_JSON_SIZE, TOO_LARGE } from '../lib/input/json-text';

// Every command stops quietly when its output is piped into a reader that goes away (`| head`),
// instead of dying on EPIPE with a stack trace; any other failure to write (a full disk) is said.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') process.stderr.write(`error: cannot write the output (${oneLine(error.code ?? error.message)})\n`);
  process.exit(error.code === 'EPIPE' ? 0 : 1);
});

/** Ends a command-line run on bad input: one line on stderr, exit code 2, never a stack trace. */
export function fail(message: string): never {
  process.stderr.write(`error: ${oneLine(message)}\n`);
  process.exit(2);
}

/** Ends the run when a command that takes no argument is given one (`npm run bench -- --quick`). */
export function noArguments(usage: string): void {
  const extra = process.argv[2];
  if (extra !== undefined) fail(`unexpected argument ${echo(extra)} (${usage})`);
}

/** Prints a command's result; the process then ends with its code once stdout has drained. */
export function finish(result: CommandResult): void {
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}

/**
 * The text named by `--json FILE` (`-` reads standard input), for the commands that take one JSON
 * document. Anything else on the command line, an unreadable or oversized file ends the run via `fail`.
 */
export function readJsonText(args: string[], usage: string): string {
  if (args.length !== 2 || args[0] !== '--json') fail(`expected --json FILE or --json - (${usage})`);
  const file = args[1]!;
  const read = readFileCapped(file, MAX_JSON_SIZE);
  if (read.ok) return read.text;
  return fail(read.reason === 'too large' ? TOO_LARGE : unreadableMessage('--json', file, read.reason));
}
