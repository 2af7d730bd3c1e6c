/**
 * The commands that read one JSON document (`odds`, `timing`) as pure functions of its text, so
 * tests can run the whole path in-process. scripts/ only read the file and print the result.
 */
import { computeOdds, describeError, parseBattleInput } from '../calc';
import { oneLine } from '../input/echo';
import { parseJsonText } from '../input/json-text';
import { checkTimingInput, resolveTiming } from '../timing';

/** What a run prints and how it exits: 0 with JSON on stdout, or 2 with one line on stderr. */
export interface CommandResult {
  code: 0 | 2;
  stdout: string;
  stderr: string;
}

/** The refusal every command prints: `error: …`, one line, however hostile the input it quotes. */
export const refused = (message: string): CommandResult => ({ code: 2, stdout: '', stderr: `error: ${oneLine(message)}\n` });

const answer = (value: unknown, indent: number): CommandResult => ({ code: 0, stdout: `${JSON.stringify(value, null, indent)}\n`, stderr: '' });

/** `npm run -s odds`: exact combat odds (schema: docs/odds.md). */
export function oddsCommand(text: string): CommandResult {
  const json = parseJsonText(text);
  if (!json.ok) return refused(json.message);
  const parsed = parseBattleInput(json.value);
  if (!parsed.ok) return refused(describeError(parsed));
  return answer(computeOdds(parsed.input), 1);
}

/** `npm run -s timing`: the resolution order of a timing situation (schema: docs/timing.md). */
export function timingCommand(text: string): CommandResult {
  const json = parseJsonText(text);
  if (!json.ok) return refused(json.message);
  const checked = checkTimingInput(json.value);
  if (!checked.ok) return refused(checked.message);
  return answer(resolveTiming(checked.input), 2);
}
