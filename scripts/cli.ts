import { readFileSync } from 'node:fs';

// Every command stops quietly when its output is piped into a reader that goes away (`| head`),
// instead of dying on EPIPE with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => process.exit(error.code === 'EPIPE' ? 0 : 1));

/** Ends a command-line run on bad input: one line on stderr, exit code 2, never a stack trace. */
export function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(2);
}

/**
 * The JSON document named by `--json FILE` (`-` reads standard input), for the commands that take
 * one. Anything else on the command line, an unreadable file or invalid JSON ends the run via `fail`.
 */
export function readJsonArgument(args: string[], usage: string): unknown {
  if (args.length !== 2 || args[0] !== '--json') fail(`expected --json FILE or --json - (${usage})`);
  const file = args[1]!;
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch {
    fail(`--json: cannot read ${file === '-' ? 'standard input' : file}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    fail('input: not valid JSON');
  }
}
