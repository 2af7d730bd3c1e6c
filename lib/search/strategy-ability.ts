/**
 * Which ability of a strategy card a rule is about. The LRR states each card's secondary ability
 * without the word "secondary": "After the active player resolves the primary ability of the
 * "Construction" strategy card, each other player ... may place ..." (23.3, 30.3, 40.3, 45.3, 57.3,
 * 80.3, 81.5, 88.3; 71.1 in general). So "construction secondary" must find that rule, and
 * "diplomacy primary ability" must not: there "primary" only says when the secondary is resolved;
 * it finds the rule that states what the primary does.
 */
import { stem } from './text';

// "To resolve the primary ability on the "Diplomacy" strategy card, the active player ...": what
// the primary does (its sibling "... he can perform a strategic action to resolve that card's
// primary ability" only says when it can be used).
const PRIMARY_RULE = /\bto resolve the primary ability (?:on|of) the\b/i;
const SECONDARY_RULE = /\bafter the active player resolves the primary ability\b[^.]*\beach other player\b/i;

export const PRIMARY_TERM = stem('primary');
export const SECONDARY_TERM = stem('secondary');

/** Whether a rule's text states a strategy card's secondary ability. */
export function statesSecondary(text: string): boolean {
  return SECONDARY_RULE.test(text);
}

/** Whether a rule's text states what a strategy card's primary ability does. */
export function statesPrimary(text: string): boolean {
  return PRIMARY_RULE.test(text);
}
