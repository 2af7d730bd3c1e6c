import { quotedNames } from './quotes';
import { UNIT_NOUNS } from './unit-nouns';
import { alternation, nounForms, wordForms } from './word-forms';

/**
 * An entry, or a rule with its own heading, that a ruling may concern by mentioning it in plain
 * words ("during a space combat", "through a wormhole", "can a player vote").
 */
export interface MentionTarget {
  id: string;
  title: string;
  /**
   * The title names a card or unit ability ("Warfare", "Space Cannon"). Inside another quoted
   * name it is only a word of that name: the "Revolutionize Warfare" objective is no strategy card.
   */
  named?: boolean;
  /** A headed rule rather than an entry: its heading's words do not make an entry title's word common. */
  rule?: boolean;
}

/**
 * Titles too common in rules prose to mean "this ruling is about that entry" when mentioned in
 * passing ("units", "ships", "control"): a ruling reaches those entries only by quoting them.
 */
const GENERIC = new Set([
  'abilities', 'attach', 'attacker', 'capacity', 'combat', 'control', 'cost', 'costs', 'deals', 'defender', 'destroyed',
  'exhausted', 'influence', 'modifiers', 'move', 'opponent', 'planets', 'production', 'readied', 'resources',
  'ships', 'technology', 'trade', 'units', 'game board', 'game round', 'active player', 'structures',
]);

/** Head nouns of component titles: "Objective Cards" is also meant by "objectives" alone. */
const COMPONENT = /^cards?$/;

/**
 * Words allowed between a verb and its unit: "produce a war sun", "produce their own flagship";
 * not "by", which makes the unit the agent ("a hit produced by your units" produces no unit).
 */
const UNIT_GAP = String.raw`(?:\s+(?!by\b)[\w'’-]+){0,3}?\s+`;

interface Compiled {
  id: string;
  named: boolean;
  re: RegExp;
}

/**
 * The pattern of a title: every word in any of its forms, in order. A title whose last word is
 * "Units" ("Producing Units") is a verb on a unit: any unit noun may follow within a few words.
 * A component title ("Objective Cards") is also meant by its first word alone when no other entry
 * title has that word and the word is not generic ("objective", but not "action": Action Cards,
 * Action Phase; not "planet": Planet Card would then be every planet).
 */
function compile(targets: MentionTarget[]): Compiled[] {
  const words = (t: MentionTarget) => t.title.toLowerCase().split(/\s+/);
  const wordCount = new Map<string, number>();
  for (const t of targets.filter((x) => !x.rule)) for (const w of new Set(words(t))) wordCount.set(w, (wordCount.get(w) ?? 0) + 1);
  const alone = (w: string) => wordCount.get(w) === 1 && !wordForms(w).some((f) => GENERIC.has(f));
  return targets
    .filter((t) => !GENERIC.has(t.title.toLowerCase()))
    .map((t) => {
      const ws = words(t);
      const last = ws.at(-1)!;
      let source: string;
      if (ws.length > 1 && last === 'units') {
        source = ws.slice(0, -1).map((w) => alternation(wordForms(w))).join(String.raw`\s+`) + UNIT_GAP + alternation(UNIT_NOUNS.flatMap(nounForms));
      } else {
        source = ws.map((w) => alternation(wordForms(w))).join(String.raw`\s+`);
        if (ws.length === 2 && COMPONENT.test(last) && alone(ws[0]!)) source = `${source}|${alternation(wordForms(ws[0]!))}`;
      }
      return { id: t.id, named: !!t.named, re: new RegExp(`(?<![\\w-])(?:${source})(?![\\w-])`, 'gi') };
    });
}

const cache = new WeakMap<MentionTarget[], Compiled[]>();

/** Targets whose title a text mentions in plain words, generic titles left out, in target order. */
export function mentionedEntries(text: string, targets: MentionTarget[]): string[] {
  let compiled = cache.get(targets);
  if (!compiled) cache.set(targets, (compiled = compile(targets)));
  const quoted = quotedNames(text);
  const inOtherName = (at: number, match: string) =>
    quoted.some((q) => q.start <= at && at < q.end && q.name.toLowerCase() !== match.toLowerCase());
  return compiled
    .filter((c) => [...text.matchAll(c.re)].some((m) => !(c.named && inOtherName(m.index, m[0]))))
    .map((c) => c.id);
}
