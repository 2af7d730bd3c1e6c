/** What a ruling is about beyond the rules: the faction under whose heading it sits, the cards its question quotes. */
import { SOURCES } from '../../corpus/sources';
import { terms } from '../text';
import type { SearchDoc } from '../shipped';
import { HOME_GAME } from './weights';

/** Rules that may name a faction's word as an example without making it a word of the rules. */
const EXAMPLE_ITEMS = 2;

/**
 * For each ruling under a heading the rules never name (a faction: "The Arborec"), the words of
 * its heading, question and answer that no rule of the home game uses: the faction, its units and
 * abilities ("Duha Menaimon", "Peace Accords"). A heading the rules name ("Action Cards",
 * "Production") is a topic of the rules, not a faction's case; so is one its rulings never name ("General").
 */
export function factionCases(docs: readonly SearchDoc[], titleTerms: string[][]): (Set<string> | undefined)[] {
  const inRules = new Map<string, number>();
  docs.forEach((d, i) => {
    if ((d.kind !== 'entry' && d.kind !== 'rule') || SOURCES[d.source].game !== HOME_GAME || !SOURCES[d.source].official) return;
    for (const t of new Set([...titleTerms[i]!, ...terms(d.text)])) inRules.set(t, (inRules.get(t) ?? 0) + 1);
  });
  // A word a rule or two use in an example ("Arborec space docks") is still the faction's own.
  const ruleWords = new Set([...inRules].filter(([, n]) => n > EXAMPLE_ITEMS).map(([t]) => t));
  return docs.map((d, i) => {
    if (d.kind !== 'faq' || !d.section || SOURCES[d.source].game !== HOME_GAME) return undefined;
    // The ruling names its heading's own word ("the Arborec flagship"): the heading is who it is about.
    // "General" names no one, though the rules never say it.
    const said = new Set([...titleTerms[i]!, ...terms(d.text)]);
    const heading = terms(d.section).filter((t) => !ruleWords.has(t));
    if (!heading.some((t) => said.has(t))) return undefined;
    return new Set([...heading, ...said].filter((t) => !ruleWords.has(t)));
  });
}

// A name quoted in a ruling's question: a card, ability or unit ('"Sabotage"', '"Trade
// Agreement"'), capitalized. A quoted lowercase word is the rules defining it, not a case.
const EXAMPLE = /\b(?:for example|such as|e\.g\.)/i;
const QUOTED_NAME = /["“]([A-Z][^"”]{0,40})["”]/g;

/**
 * The names a ruling's question quotes, as terms: the card or ability whose case it settles
 * ('When ... is a "Sabotage" card played?' is Sabotage's case, not how action cards are played).
 */
export function quotedNames(d: SearchDoc): string[][] {
  // Names given as an example ("for example, ... "Duranium Armor"") illustrate the case; they are not it.
  const question = (/^Q:\s*([^\n]*)/.exec(d.text)?.[1] ?? d.title).split(EXAMPLE)[0]!;
  return [...question.matchAll(QUOTED_NAME)].map((m) => terms(m[1]!)).filter((t) => t.length > 0);
}
