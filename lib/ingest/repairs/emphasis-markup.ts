import { settle } from './settle';
import type { Repaired } from './types';

const STRONG = /\*\*(?=[^*\s])([^*]*?[^*\s])\*\*/g;
const EMPHASIS = /\*(?=[^*\s])([^*]*?[^*\s])\*/g;

/**
 * Removes markdown emphasis a transcription left in plain text: `**fleet**`, `*neither*`, and the
 * half of a pair a conversion lost ("FOLLOW:** Perform"). Only asterisks are removed; a lone `*`
 * that is not markup ("Hexite Market*") stays for a human to judge.
 */
export function stripEmphasis(text: string): Repaired {
  // Until no pair is left: "**a*a*" loses its inner pair "*a*" and leaves the pair "*aa*".
  const value = settle(text, (s) => s.replace(STRONG, '$1').replace(EMPHASIS, '$1').replace(/\*\*+/g, ''));
  return value === text ? { value, repairs: [] } : { value, repairs: [{ kind: 'emphasis-markup', before: text, after: value }] };
}
