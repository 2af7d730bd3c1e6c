/** Every corpus id the timing data and cases cite (checked against the corpus; the /timing page lists their titles). */
import { CARDS, SAME_NAME_RULE } from './cards';
import { CASES } from './cases';
import { COINCIDENCES } from './coincide';
import { EVENTS, UNIT_ABILITIES } from './events';
import { seatOrder } from './golden-rule';
import { allSteps } from './timeline';
import { PHASES } from './types';
import { ACTION_RULE, ONCE_RULE, THEN_RULE, WORDS } from './words';

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
