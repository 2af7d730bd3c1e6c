/** An entry a ruling may mention in plain words ("during a space combat", "through a wormhole"). */
export interface MentionTarget {
  id: string;
  title: string;
}

/**
 * Titles too common in rules prose to mean "this ruling is about that entry" when mentioned in
 * passing ("units", "ships", "control"): a ruling reaches those entries only by quoting them.
 */
const GENERIC = new Set([
  'abilities', 'attach', 'attacker', 'capacity', 'combat', 'control', 'cost', 'deals', 'defender', 'destroyed',
  'exhausted', 'influence', 'modifiers', 'move', 'opponent', 'planets', 'production', 'readied', 'resources',
  'ships', 'technology', 'trade', 'units', 'game board', 'game round', 'active player', 'structures',
]);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The "-s" or "-ae" plural and the singular of a title both count: "wormholes", "nebulae", "agenda cards". */
function pattern(title: string): RegExp {
  const t = escape(title.toLowerCase());
  const stem = t.replace(/(s|ae|a)$/, '');
  return new RegExp(`(?<![\\w-])(?:${t}|${stem}(?:s|ae|a|e)?)(?![\\w-])`, 'i');
}

/** Entries whose title a text mentions in plain words, generic titles left out, in target order. */
export function mentionedEntries(text: string, targets: MentionTarget[]): string[] {
  return targets.filter((t) => !GENERIC.has(t.title.toLowerCase()) && pattern(t.title).test(text)).map((t) => t.id);
}
