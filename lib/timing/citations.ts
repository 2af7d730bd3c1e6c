/**
 * Rule citations: where a corpus id links on the site, and every id the timing data cites (so
 * they can be checked against the corpus).
 */
import { CARDS, SAME_NAME_RULE } from './cards';
import { CASES } from './cases';
import { COINCIDENCES } from './coincide';
import { EVENTS, UNIT_ABILITIES } from './events';
import { seatOrder } from './golden-rule';
import { allSteps } from './timeline';
import { PHASES } from './types';
import { ACTION_RULE, ONCE_RULE, THEN_RULE, WORDS } from './words';

/**
 * Site link of a cited id: LRR rules and entries go to their short link `/r/<number>`. Other ids
 * (FAQ, errata, LRR 1.1 sections) get undefined: their pages are resolved by the site's corpus.
 */
export function citationUrl(id: string): string | undefined {
  const m = /^lrr:(\d+(?:\.\d+)?)$/.exec(id);
  return m ? `/r/${m[1]}` : undefined;
}

/** A short label for a cited id: "67.2", "FAQ action-cards-12", "Errata direct-hit", "LRR 1.1 timing". */
export function citationLabel(id: string): string {
  const [source, rest = ''] = id.split(/:(.*)/s);
  switch (source) {
    case 'lrr':
      return rest;
    case 'ti4-faq':
      return `FAQ ${rest}`;
    case 'ti4-errata':
      return `Errata ${rest}`;
    case 'lrr11':
      return `LRR 1.1 ${rest}`;
    default:
      return id;
  }
}

/** Every corpus id the timing data and cases cite, sorted. */
export function citedIds(): string[] {
  const ids = new Set<string>([
    ...allSteps().flatMap((s) => s.step.rules),
    ...Object.values(WORDS).flatMap((w) => w.rules),
    ...THEN_RULE.rules,
    ...ONCE_RULE.rules,
    ...ACTION_RULE.rules,
    ...SAME_NAME_RULE.rules,
    ...EVENTS.flatMap((e) => e.rules),
    ...UNIT_ABILITIES.flatMap((u) => u.rules),
    ...CARDS.flatMap((c) => [...c.cites, ...(c.source === 'card' ? [] : [c.source])]),
    ...COINCIDENCES.flatMap((c) => c.rules),
    ...PHASES.flatMap((p) => seatOrder(p, ['x'], 'x', 'x').rules),
    ...CASES.map((c) => c.rule),
  ]);
  return [...ids].sort();
}
