import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CommandResult } from '../lib/cli/json-command';
import { loadCorpus } from '../lib/corpus/load';
import type { Item } from '../lib/corpus/types';
import { wantsHelp } from '../lib/cli/args';
import type { CommandLine, DocumentFile } from '../lib/cli/command-lines';
import { readOptions, type Options, type OptionSpec } from '../lib/cli/options';
import { readFileCapped, unreadableMessage } from '../lib/cli/read-file';
import { systemCause } from '../lib/cli/system-cause';
import { writingWhole } from '../lib/cli/whole-writes';
import { echo, oneLine } from '../lib/input/echo';
import { MAX_JSON_SIZE, TOO_LARGE } from '../lib/input/json-text';

// Every command stops quietly when its output is piped into a reader that goes away (`| head`),
// instead of dying on EPIPE with a stack trace; any other failure to write (a full disk) is said.
function stopOnOutputError(error: NodeJS.ErrnoException): void {
  if (error.code !== 'EPIPE') process.stderr.write(`error: cannot write the output (${oneLine(systemCause(error) ?? error.message)})\n`);
  process.exit(error.code === 'EPIPE' ? 0 : 1);
}
process.stdout.on('error', stopOnOutputError);
// A file as standard output gets every byte or the reason why not (lib/cli/whole-writes.ts).
writingWhole(process.stdout, 1);

/**
 * For the server, whose output is a log and not its result: a reader that goes away or a full disk
 * loses the lines still to come, and the server goes on. `npm run serve | true` ended at once
 * (exit 0, nothing served), and a warning written to a stderr nobody read any more (`2>&1 | head -1`)
 * ended it with an unhandled EPIPE.
 */
export function outputIsALog(): void {
  process.stdout.off('error', stopOnOutputError);
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
}

/**
 * The repository's root. The scripts find content/, out/ and the fixtures from here, not from the
 * working directory: `npx tsx ~/rules/scripts/search.ts q` run elsewhere said "ENOENT scandir 'content'".
 * Paths the user gives (`--file`, `--dir`, a judge's DIR) stay relative to where they typed them.
 * RULES_COMPANION_ROOT names another tree (the server's tests serve a scratch out/ with it).
 */
export const ROOT = process.env.RULES_COMPANION_ROOT || fileURLToPath(new URL('..', import.meta.url));

/** `path` (`content`, `out/index.html`) inside the repository. */
export const fromRoot = (path: string): string => join(ROOT, path);

/** Ends a command-line run on bad input: one line on stderr, exit code 2, never a stack trace. */
export function fail(message: string): never {
  process.stderr.write(`error: ${oneLine(message)}\n`);
  process.exit(2);
}

/**
 * The corpus of content/, or the end of the run in one line: content/ missing, or its asked.json
 * broken by a hand edit, ended `npm run bench` and `npm run judge -- cases` in a stack trace.
 */
export async function corpusOrFail(): Promise<Item[]> {
  try {
    return await loadCorpus(fromRoot('content'));
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/**
 * What `command` reads from this run's command line (lib/cli/command-lines.ts). `--help` or `-h`
 * prints its usage and ends the run with exit code 0, before anything else is looked at; a
 * refusal ends it via `fail`.
 */
export function argsFor<T>(command: CommandLine<T>, args = process.argv.slice(2)): T {
  if (wantsHelp(args)) {
    process.stdout.write(`${command.usage}\n`);
    process.exit(0);
  }
  const read = command.read(args, process.env);
  return read.ok ? read.value : fail(read.message);
}

/** The command line read by `spec` (lib/cli/options.ts), with up to `words` plain words, as argsFor reads it. */
export function commandLine<S extends Record<string, OptionSpec>>(spec: S, usage: string, words = 0): Options<S> {
  return argsFor({ usage, read: (args) => readOptions(args, spec, usage, words) });
}

/** The options of the scripts that time a build in a browser: how many runs, the build, and one to alternate with. */
export const BENCH_OPTIONS = {
  runs: { kind: 'whole', min: 1, max: 100 },
  dir: { kind: 'text' },
  vs: { kind: 'text' },
} as const satisfies Record<string, OptionSpec>;

/** The builds a browser bench visits (`--dir`, out/ by default, then `--vs`), each checked to hold one before a browser starts. */
export function builtDirs(dir = fromRoot('out'), vs?: string): string[] {
  const dirs = vs === undefined ? [dir] : [dir, vs];
  for (const d of dirs) if (!existsSync(join(d, 'index.html'))) fail(`${echo(d)} has no build (no index.html): run npm run build first`);
  return dirs;
}

/** Prints a command's result; the process then ends with its code once stdout has drained. */
export function finish(result: CommandResult): void {
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.code;
}

/**
 * The text of `file` (`-` reads standard input), for the commands that take one JSON document.
 * An unreadable or oversized file ends the run via `fail`, naming it as it was given.
 */
export function readJsonText({ file, option }: DocumentFile): string {
  const read = readFileCapped(file, MAX_JSON_SIZE);
  if (read.ok) return read.text;
  return fail(read.reason === 'too large' ? TOO_LARGE : unreadableMessage(option, file, read));
}

// Far above any eval set or fixture the scripts read (the tuning set is 400 KB); `/dev/zero` is not read for ever.
const MAX_JSON_FILE = 16 << 20;

/** The JSON document in `path`, or the end of the run with one line naming `label` (the option or command that read it). */
export function readJsonFile(label: string, path: string): unknown {
  const read = readFileCapped(path, MAX_JSON_FILE);
  if (!read.ok) fail(read.reason === 'too large' ? `${label}: larger than 16 MiB` : unreadableMessage(label, path, read));
  try {
    return JSON.parse(read.text);
  } catch {
    fail(`${label}: ${echo(path)} is not valid JSON`);
  }
}
