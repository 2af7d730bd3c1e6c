/** A name a text may quote, and the item it stands for. */
export interface Term {
  id: string;
  url: string;
  /** Names as written in text ("Space Cannon", "Space Cannon (Unit Ability)"); matched case-insensitively. */
  names: string[];
}

export interface TermIndex {
  byName: ReadonlyMap<string, Term>;
  /** Rule and entry numbers ("49", "49.4") to their items. */
  byNumber: ReadonlyMap<string, Term>;
}

export const termKey = (name: string) =>
  name.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

/**
 * Builds the lookup tables. The first term to claim a name keeps it: callers list the official
 * rules before rulings and summaries, so a quoted "Technology" means the LRR entry.
 */
export function buildTermIndex(terms: Term[], numbered: { number: string; term: Term }[]): TermIndex {
  const byName = new Map<string, Term>();
  for (const term of terms) {
    for (const name of term.names) {
      const key = termKey(name);
      if (key && !byName.has(key)) byName.set(key, term);
    }
  }
  return { byName, byNumber: new Map(numbered.map((n) => [n.number, n.term])) };
}
