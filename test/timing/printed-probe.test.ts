import { describe, expect, it } from 'vitest';
import { PRINTED_TRIGGERS, probeAll } from './printed-probe';

/** Measured placed counts; raise them as classes of phrasing are added, never lower them. */
const FLOOR = { all: 605, printed: 187 };

describe('printed trigger probe (real card texts, trigger sentence only)', () => {
  const results = probeAll();

  it('holds real texts of every kind, each with a phase', () => {
    expect(PRINTED_TRIGGERS.length).toBeGreaterThanOrEqual(655);
    const kinds = new Set(PRINTED_TRIGGERS.map((t) => t.kind));
    for (const kind of ['action card', 'agenda', 'technology', 'faction ability', 'agent', 'commander', 'hero', 'promissory note', 'relic', 'mech', 'flagship', 'faction unit']) expect(kinds).toContain(kind);
  });

  it(`places at least ${FLOOR.all} of them, ${FLOOR.printed} of those the card tables do not hold`, () => {
    expect(results.filter((r) => r.window).length).toBeGreaterThanOrEqual(FLOOR.all);
    expect(results.filter((r) => r.window && r.entry.source === 'printed').length).toBeGreaterThanOrEqual(FLOOR.printed);
  });

  it('says why for every text it does not place', () => {
    for (const r of results.filter((x) => !x.window)) expect(r.problem, r.entry.name).toMatch(/^cannot place this trigger: /);
  });
});
