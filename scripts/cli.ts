/** Ends a command-line run on bad input: one line on stderr, exit code 2, never a stack trace. */
export function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(2);
}
