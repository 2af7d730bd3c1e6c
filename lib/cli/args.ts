/**
 * The pieces every command line is read with, and the command line of `npm run search`, as pure
 * functions so every odd argument can be tested in-process: `--opt value` and `--opt=value` alike,
 * `--` ending the options, and anything unknown, missing, repeated or malformed refused with one
 * line naming it (the script prints it with exit code 2). Only `--` starts an option: a query such
 * as "-1 to combat rolls" is a query. `--help` and `-h` are the one exception (wantsHelp).
 */
import { echo } from '../input/echo';

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

export const isOwnKey = <K extends string>(table: Readonly<Record<K, unknown>>, key: string): key is K => Object.hasOwn(table, key);

export const refuse = <T>(message: string): Read<T> => ({ ok: false, message });

/** An argument as a message names it: escaped, and quoted when blank (`npm run serve -- ""` said "unexpected argument  (usage…"). */
export const shown = (arg: string): string => (arg.trim() ? echo(arg) : `"${echo(arg)}"`);

/** One argument split into an option and its inline value (`--source=faq`), or a plain word. */
export function option(arg: string): { name: string; inline?: string } | undefined {
  if (!arg.startsWith('--') || arg === '--') return undefined;
  const eq = arg.indexOf('=');
  return eq < 0 ? { name: arg } : { name: arg.slice(0, eq), inline: arg.slice(eq + 1) };
}

/**
 * Whether a command line asks for its usage: `--help` or `-h` anywhere before a `--` (after it,
 * `-h` is a query or a file name like any other), whatever else is on the line.
 */
export function wantsHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).some((arg) => arg === '-h' || option(arg)?.name === '--help');
}

export interface SearchArgs<Source extends string> {
  json: boolean;
  sources: Source[];
  queries: string[];
}

/** `[--json] [--source <id>]... "query" ...`, `sources` being the ids `--source` accepts. */
export function readSearchArgs<Source extends string>(args: readonly string[], sources: Readonly<Record<Source, unknown>>, usage: string): Read<SearchArgs<Source>> {
  const out: SearchArgs<Source> = { json: false, sources: [], queries: [] };
  let options = true;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const opt = options ? option(arg) : undefined;
    if (options && arg === '--') options = false;
    else if (!opt) out.queries.push(arg);
    else if (opt.name === '--json') {
      if (opt.inline !== undefined) return refuse(`--json takes no value (${usage})`);
      if (out.json) return refuse(`--json given twice (${usage})`);
      out.json = true;
    } else if (opt.name === '--source') {
      const id = opt.inline ?? args[++i];
      if (id === undefined || !isOwnKey(sources, id)) {
        return refuse(`--source must be one of ${Object.keys(sources).join(', ')} (got ${id === undefined ? 'nothing' : `"${echo(id)}"`})`);
      }
      out.sources.push(id);
    } else return refuse(`unknown option ${echo(opt.name)} (${usage})`);
  }
  if (!out.queries.length) return refuse(`no query given (${usage})`);
  const blank = out.queries.findIndex((q) => !q.trim());
  if (blank >= 0) return refuse(`${out.queries.length > 1 ? `query ${blank + 1}` : 'the query'} is empty (${usage})`);
  return { ok: true, value: out };
}
