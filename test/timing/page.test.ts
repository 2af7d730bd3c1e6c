/** The /timing page renders the engine's own answer: same input, same order, same reasons as the CLI. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TimingAssistant } from '../../app/timing/TimingAssistant';
import { CASES, resolveTiming } from '../../lib/timing';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('/timing page', () => {
  const html = renderToString(createElement(TimingAssistant));
  const start = CASES.find((c) => c.rule === 'ti4-faq:action-cards-12')!.input;

  it('shows the resolution order of its starting situation with the engine\'s reasons, in order', () => {
    const { order, unplaced } = resolveTiming(start);
    expect(order.length).toBeGreaterThan(0);
    let from = 0;
    for (const e of order) {
      const at = html.indexOf(escape(e.reason), from);
      expect(at, e.id).toBeGreaterThan(from);
      from = at;
    }
    for (const u of unplaced) expect(html).toContain(escape(u.problem));
  });

  it('links LRR rules to their short links and draws both timeline strips', () => {
    expect(html).toContain('href="/r/49.7"');
    expect(html).toContain('Game round steps');
    expect(html).toContain('Tactical action steps');
  });
});
