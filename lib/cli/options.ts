/**
 * The command lines of the scripts that take a few named options (eval:search, ingest, the trace
 * and training scripts), read from one table of what each option is, so that none of them passes
 * over an unknown or repeated option, runs with a count of NaN (`--runs abc` printed "median NaN
 * ms" after a whole browser session) or loops for ever on `--runs 1e9`.
 */
import { echo } from '../input/echo';
import { isOwnKey, option, refuse, shown, type Read } from './args';

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

type NumberSpec = Extract<OptionSpec, { kind: 'whole' | 'number' }>;

/** `value` read as `spec` says (plain digits only: `0x10`, `1e3`, ` 80` are no numbers), or NaN. */
export function readNumber(value: string, spec: NumberSpec): number {
  const n = NUMBER[spec.kind].test(value) ? Number(value) : NaN;
  return n >= spec.min && n <= spec.max ? n : NaN;
}

/** What a number option needs, in words: "a whole number from 1 to 100". */
export const numberWanted = (spec: NumberSpec): string => `a ${spec.kind === 'whole' ? 'whole ' : ''}number from ${spec.min} to ${spec.max}`;

/**
 * `--name value` and `--name=value` for each option of `spec`, and up to `words` plain words;
 * anything unknown, repeated, missing its value or out of range is refused with one line naming it.
 * `--` ends the options: every argument after it is a word, even one that starts with dashes.
 */
export function readOptions<S extends Record<string, OptionSpec>>(args: readonly string[], spec: S, usage: string, words = 0): Read<Options<S>> {
  const out: Options<S> = { options: {}, words: [] };
  const values = out.options as Record<string, unknown>;
  let options = true;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (options && arg === '--') {
      options = false;
      continue;
    }
    const opt = options ? option(arg) : undefined;
    if (!opt) {
      if (out.words.length >= words) return refuse(`unexpected argument ${shown(arg)} (${usage})`);
      out.words.push(arg);
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
    // `--file --misses` is a --file without its path, not a file named "--misses"; so is `--file --`.
    const next = args[i + 1];
    const value = opt.inline ?? (next === undefined || next.startsWith('--') ? undefined : args[++i]);
    const what = kind.kind === 'text' ? 'a value' : numberWanted(kind);
    const got = value ? `"${echo(value)}"` : 'nothing';
    if (value === undefined || value === '') return refuse(`${opt.name} needs ${what}, got ${got}`);
    if (kind.kind === 'text') values[name] = value;
    else {
      const n = readNumber(value, kind);
      if (Number.isNaN(n)) return refuse(`${opt.name} needs ${what}, got ${got}`);
      values[name] = n;
    }
  }
  return { ok: true, value: out };
}
