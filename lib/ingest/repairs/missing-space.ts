import type { Repair, Repaired } from './types';

/**
 * Where a PDF dump dropped the space at a line end, words run into each other in ways a
 * dictionary is not needed to see. Each rule inserts one space; the groups are (left)(right).
 */
const RULES: { kind: string; re: RegExp }[] = [
  // "active system.A player", "Imperium:Fourth Edition", "on page 6.COMPLETE"
  { kind: 'glued-sentence', re: /([a-z)\d][.!?;:]["”’]?)([A-Z])/g },
  // "the action card,the common play area"
  { kind: 'glued-punctuation', re: /([a-z],)([a-zA-Z])/g },
  // "see “Abilities”on page 6", "from the“First-Game Setup”"
  { kind: 'glued-punctuation', re: /([a-z.,!?]”)([a-zA-Z])/g },
  { kind: 'glued-punctuation', re: /([a-z])(“)/g },
  // "each player’s position" stays; "players’home systems" (plural possessive) gets its space
  { kind: 'glued-punctuation', re: /([a-z]s’)([a-z]{2})/g },
  // "promissory notesEach player", "faction-specific tokensNOTE:", "Action CardCORRECTIONS"
  { kind: 'glued-capital', re: /([a-z]{2})([A-Z](?:[a-z]|[A-Z]{2}))/g },
];

export function insertMissingSpaces(text: string): Repaired {
  let value = text;
  const repairs: Repair[] = [];
  for (const { kind, re } of RULES) {
    value = value.replace(re, (_m, left: string, right: string, offset: number, whole: string) => {
      const context = whole.slice(Math.max(0, offset - 12), offset + left.length + right.length + 12);
      const at = Math.min(offset, 12) + left.length;
      repairs.push({ kind, before: context, after: `${context.slice(0, at)} ${context.slice(at)}` });
      return `${left} ${right}`;
    });
  }
  return { value, repairs };
}
