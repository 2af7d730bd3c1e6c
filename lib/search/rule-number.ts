/**
 * A rule number in a query, in the forms players type: apart from the query parser (./query.ts),
 * which uses it, so the reader script's quick index (./quick.ts) reads numbers the same way
 * without carrying the synonym tables.
 */

// `49`, `49.4`, `rule 49.4`, `rules 49`, `LRR 49.4`, `r49.4`, `§49.4`, `lrr:49.4`, `#49.4`. The whole
// query must be the number, so "49.4" is only ever rule 49.4 (never 49.40 or 4.94).
const NUMBER = /^(?:(?:rules?|lrr|r|§)\s*:?\s*)?#?\s*(\d{1,3}(?:\.\d{1,3})?)\.?$/i;

/** The rule or entry number a query asks for, or undefined when it is not a number query. */
export function parseRuleNumber(query: string): string | undefined {
  return NUMBER.exec(query.trim())?.[1];
}

// A rule number inside a query with words: a dotted number ("49.4 move", "see 67.6") or a plain one
// after a word that marks it as a rule ("rule 89 wormholes", "lrr 2 limit"). A plain number alone
// among words is a count ("2 direct hits"), never a rule.
const EMBEDDED_NUMBER = /(?:^|\s)(?:(?:(?:rules?|lrr|r|§)\s*:?\s*#?\s*)(\d{1,3}(?:\.\d{1,3})?)|#?(\d{1,3}\.\d{1,3}))\.?(?=\s|$|[,;:?!])/i;

/** The rule number typed among words, and the query without it; undefined when there is none. */
export function embeddedRuleNumber(query: string): { number: string; rest: string } | undefined {
  const m = EMBEDDED_NUMBER.exec(query);
  if (!m) return undefined;
  return { number: (m[1] ?? m[2])!, rest: `${query.slice(0, m.index)} ${query.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim() };
}
