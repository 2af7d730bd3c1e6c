/**
 * The command line of every npm script, in one table: its usage line and a pure reader that gives
 * what the script runs with, or one line naming what was wrong. The scripts print the usage for
 * `--help` / `-h` (lib/cli/args.ts wantsHelp) and end with exit code 2 on a refusal
 * (scripts/cli.ts argsFor); the tests throw any argv at these readers in-process.
 */
import { SOURCES } from '../corpus/sources';
import { echo } from '../input/echo';
import { readSearchArgs, refuse, shown, type Read } from './args';
import { numberWanted, readNumber, readOptions, type OptionSpec } from './options';

/** The environment variables a reader may look at (PORT). */
export type Env = Readonly<Record<string, string | undefined>>;

export interface CommandLine<T> {
  usage: string;
  read(args: readonly string[], env?: Env): Read<T>;
}

const line = <T>(usage: string, read: (args: readonly string[], usage: string, env: Env) => Read<T>): CommandLine<T> => ({
  usage,
  read: (args, env = {}) => read(args, usage, env),
});

const options = <S extends Record<string, OptionSpec>>(usage: string, spec: S) => line(usage, (args, u) => readOptions(args, spec, u));

const PORT = { kind: 'whole', min: 1, max: 65535 } as const;

/** `[--port N]`, else the PORT variable, else 3000. */
const portLine = (usage: string) =>
  line(usage, (args, u, env): Read<number> => {
    const read = readOptions(args, { port: PORT }, u);
    if (!read.ok) return read;
    const given = read.value.options.port;
    if (given !== undefined) return { ok: true, value: given };
    const value = env.PORT ?? '3000';
    const port = readNumber(value, PORT);
    return Number.isNaN(port) ? refuse(`PORT needs ${numberWanted(PORT)}, got "${echo(value)}"`) : { ok: true, value: port };
  });

/**
 * The file a command reads its JSON document from, and the option that named it: `--json`, or
 * none for FILE alone, so that what is said about the file names it as the user gave it
 * (`odds missing.json` said "--json: cannot read missing.json").
 */
export type DocumentFile = { file: string; option?: '--json' };

/** What a command that reads one JSON document reads: `--json FILE` or FILE alone (after `--` it may start with a dash). */
function documentFile(json: string | undefined, words: readonly string[], usage: string): Read<DocumentFile> {
  if (json !== undefined && words.length) return refuse(`unexpected argument ${shown(words[0]!)}: --json already names the file (${usage})`);
  if (json !== undefined) return { ok: true, value: { file: json, option: '--json' } };
  const file = words[0];
  if (file === undefined) return refuse(`expected --json FILE, FILE or - for standard input (${usage})`);
  if (file === '') return refuse(`the file name is empty (${usage})`);
  return { ok: true, value: { file } };
}

export type OddsArgs = { factions: true } | DocumentFile;

export type JudgeArgs = { command: 'cases'; dir: string } | { command: 'merge'; dirs: string[] };

function readJudgeArgs(args: readonly string[], usage: string): Read<JudgeArgs> {
  const read = readOptions(args, {}, usage, Infinity);
  if (!read.ok) return read;
  const [command, ...dirs] = read.value.words;
  if (command === undefined) return refuse(`expected cases DIR or merge DIR... (${usage})`);
  if (command !== 'cases' && command !== 'merge') return refuse(`unknown command ${shown(command)} (${usage})`);
  if (dirs.length === 0) return refuse(`${command} needs a DIR (${usage})`);
  if (dirs.some((dir) => !dir.trim())) return refuse(`a DIR is empty (${usage})`);
  if (command === 'merge') return { ok: true, value: { command, dirs } };
  if (dirs.length > 1) return refuse(`unexpected argument ${shown(dirs[1]!)}: cases takes one DIR (${usage})`);
  return { ok: true, value: { command, dir: dirs[0]! } };
}

export const COMMAND_LINES = {
  search: line('usage: npm run -s search -- [--json] [--source <id>]... [--] "query" ...', (args, usage) => readSearchArgs(args, SOURCES, usage)),
  odds: line('usage: npm run -s odds -- [--json] FILE|-  |  --factions   (schema: docs/odds.md)', (args, usage): Read<OddsArgs> => {
    const read = readOptions(args, { json: { kind: 'text' }, factions: { kind: 'flag' } }, usage, 1);
    if (!read.ok) return read;
    const { options: given, words } = read.value;
    if (!given.factions) {
      return documentFile(given.json, words, usage);
    }
    if (given.json !== undefined || words.length) return refuse(`--factions takes no other argument (${usage})`);
    return { ok: true, value: { factions: true } };
  }),
  timing: line('usage: npm run -s timing -- [--json] FILE|-   (schema: docs/timing.md)', (args, usage) => {
    const read = readOptions(args, { json: { kind: 'text' } }, usage, 1);
    return read.ok ? documentFile(read.value.options.json, read.value.words, usage) : read;
  }),
  ingest: options('usage: npm run ingest [-- --check]', { check: { kind: 'flag' } }),
  serve: portLine('usage: npm run serve [-- --port N]  (or PORT=N)'),
  start: portLine('usage: npm start [-- --port N]  (or PORT=N)'),
  judge: line('usage: npm run judge -- cases DIR | merge DIR...', readJudgeArgs),
  'eval-search': options('usage: npm run eval:search [-- --file PATH] [-- --judgments PATH] [-- --misses]', {
    file: { kind: 'text' },
    judgments: { kind: 'text' },
    misses: { kind: 'flag' },
  }),
  corpus: options('usage: npm run -s corpus', {}),
  bench: options('usage: npm run bench', {}),
  'bench-web': options('usage: npm run bench:web', {}),
} as const;
