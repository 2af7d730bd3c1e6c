/**
 * The command lines of the scripts that take a few named options (eval:search, ingest, the trace
 * and training scripts), read from one table of what each option is, so that none of them passes
 * over an unknown or repeated option, runs with a count of NaN (`--runs abc` printed "median NaN
 * ms" after a whole browser session) or loops for ever on `--runs 1e9`.
 */
import { echo } from '../input/echo';
import { isOwnKey, option, refuse, type Read } from './args';

/** What an option takes: nothing, a whole number or a number in a range, or any text that is not empty. */
export type OptionSpec = { kind: 'flag' } | { kind: 'whole' | 'number'; min: number; max: number } | { kind: 'text' };

type ValueOf<S extends OptionSpec> = S extends { kind: 'flag' } ? boolean : S extends { kind: 'text' } ? string : number;

export interface Options<S extends Record<string, OptionSpec>> {
  /** The options given, by name without `--`. */
  options: { [K in keyof S]?: ValueOf<S[K]> };
  /** The words that are no option, in order (at most `words` of them). */
  words: string[];
}

const NUMBER = { whole: /^\d+$/, number: /^\d+(\.\d+)?$/ } as const;

/**
 * `--name value` and `--name=value` for each option of `spec`, and up to `words` plain words;
 * anything unknown, repeated, missing its value or out of range is refused with one line naming it.
 */
export function readOptions<S extends Record<string, OptionSpec>>(args: readonly string[], spec: S, usage: string, words = 0): Read<Options<S>> {
  const out: Options<S> = { options: {}, words: [] };
  const values = out.options as Record<string, unknown>;
  for (let i = 0; i < args.length; i++) {
    const opt = option(args[i]!);
    if (!opt) {
      if (out.words.length >= words) return refuse(`unexpected argument ${echo(args[i]!)} (${usage})`);
      out.words.push(args[i]!);
      continue;
    }
    const name = opt.name.slice(2);
    if (!isOwnKey(spec, name)) return refuse(`unknown option ${echo(opt.name)} (${usage})`);
    if (Object.hasOwn(values, name)) return refuse(`${opt.name} given twice (${usage})`);
    const kind = spec[name]!;
    if (kind.kind === 'flag') {
      if (opt.inline !== undefined) return refuse(`${opt.name} takes no value (${usage})`);
      values[name] = true;
      continue;
    }
    // `--file --misses` is a --file without its path, not a file named "--misses".
    const next = args[i + 1];
    const value = opt.inline ?? (next === undefined || option(next) ? undefined : args[++i]);
    const what = kind.kind === 'text' ? 'a value' : `a ${kind.kind === 'whole' ? 'whole ' : ''}number from ${kind.min} to ${kind.max}`;
    const got = value ? `"${echo(value)}"` : 'nothing';
    if (value === undefined || value === '') return refuse(`${opt.name} needs ${what}, got ${got}`);
    if (kind.kind === 'text') values[name] = value;
    else {
      const n = NUMBER[kind.kind].test(value) ? Number(value) : NaN;
      if (!(n >= kind.min && n <= kind.max)) return refuse(`${opt.name} needs ${what}, got ${got}`);
      values[name] = n;
    }
  }
  return { ok: true, value: out };
}
