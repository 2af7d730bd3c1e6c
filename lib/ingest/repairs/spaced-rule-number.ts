import type { Repaired } from './types';

/** "67. 2 If an ability" -> "67.2 If an ability": the transcription put a space inside the number. */
export function joinSpacedRuleNumber(text: string): Repaired {
  const m = /^(\d{1,2})\. (\d{1,2}) /.exec(text);
  if (!m) return { value: text, repairs: [] };
  const before = m[0];
  const after = `${m[1]}.${m[2]} `;
  return {
    value: after + text.slice(before.length),
    repairs: [{ kind: 'spaced-rule-number', before: before.trim(), after: after.trim() }],
  };
}
