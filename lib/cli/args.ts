/**
 * The command lines of `npm run search` and `npm run serve` / `npm start`, read as pure functions
 * so every odd argument can be tested in-process: `--opt value` and `--opt=value` alike, `--`
 * ending the options, and anything unknown, missing, repeated or malformed refused with one line
 * naming it (the script prints it with exit code 2). Only `--` starts an option: a query such as
 * "-1 to combat rolls" is a query.
 */
import { echo } from '../input/echo';

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

export const isOwnKey = <K extends string>(table: Readonly<Record<K, unknown>>, key: string): key is K => Object.hasOwn(table, key);

export const refuse = <T>(message: string): Read<T> => ({ ok: false, message });

/** One argument split into an option and its inline value (`--source=faq`), or a plain word. */
export function option(arg: string): { name: string; inline?: string } | undefined {
  if (!arg.startsWith('--') || arg === '--') return undefined;
  const eq = arg.indexOf('=');
  return eq < 0 ? { name: arg } : { name: arg.slice(0, eq), inline: arg.slice(eq + 1) };
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

const PORT_USAGE = 'usage: npm start [-- --port N]  (or PORT=N)';

/**
 * The port of `[--port N]`, else of the PORT variable, else 3000. A port is plain digits from 1
 * to 65535: `0x10`, `1e3`, ` 80` and `80.0` are not ports, though Number() reads them as such.
 */
export function readPortArgs(args: readonly string[], env: string | undefined): Read<number> {
  let given: { value: string | undefined; from: string } | undefined;
  for (let i = 0; i < args.length; i++) {
    const opt = option(args[i]!);
    if (opt?.name !== '--port') return refuse(`unexpected argument ${echo(args[i]!)} (${PORT_USAGE})`);
    if (given) return refuse(`--port given twice (${PORT_USAGE})`);
    given = { value: opt.inline ?? args[++i], from: '--port' };
  }
  const { value, from } = given ?? { value: env ?? '3000', from: 'PORT' };
  const port = value !== undefined && /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(port >= 1 && port <= 65535)) return refuse(`${from} needs a number from 1 to 65535, got ${value === undefined ? 'nothing' : `"${echo(value)}"`}`);
  return { ok: true, value: port };
}
