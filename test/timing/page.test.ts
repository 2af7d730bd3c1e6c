/** The /timing page renders the engine's own answer: same input, same order, same reasons as the CLI. */
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { START } from '../../app/timing/start';
import { answer } from '../../lib/timing/answer';
import { CardNames } from '../../app/timing/CardNames';
import { TimingAssistant } from '../../app/timing/TimingAssistant';
import { CARDS, resolveTiming } from '../../lib/timing';
import { cardsByWindow } from '../../lib/timing/window-cards';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('/timing page', () => {
  // As the page renders it: the app with what the build computed, then the card names outside the island.
  const html = renderToString(createElement(TimingAssistant, { start: START, startAnswer: answer(START), windowCards: cardsByWindow() })) + renderToString(createElement(CardNames));
  const { order, unplaced } = resolveTiming(START);

  it('opens on an example that places every ability: a reaction and the golden rule at work', () => {
    expect(unplaced).toEqual([]);
    expect(order.map((e) => e.id)).toEqual(['upgrade-1', 'sabotage-1', 'forward-supply-base-1']);
    expect(html).not.toContain('cannot place this trigger');
  });

  it('shows the order first, each with its one-line summary, then the full reasons folded, in order', () => {
    const orderAt = html.indexOf('Resolution order');
    expect(orderAt).toBeGreaterThan(-1);
    expect(orderAt).toBeLessThan(html.indexOf('The situation'));
    expect(orderAt).toBeLessThan(html.indexOf('Add ability'));
    // The players' names in a message are isolated (<bdi>): the message reads whole without those tags.
    const shown = html.replace(/<\/?bdi>/g, '');
    let from = shown.indexOf('Resolution order');
    for (const e of order) {
      const summary = shown.indexOf(escape(e.summary), from);
      expect(summary, e.id).toBeGreaterThan(from);
      const reason = shown.indexOf(escape(e.reason), summary);
      expect(reason, e.id).toBeGreaterThan(summary);
      expect(shown.lastIndexOf('<details', reason)).toBeGreaterThan(summary);
      from = reason;
    }
  });

  it('offers every known card name as the ability field is typed', () => {
    expect(html).toContain('list="timing-card-names"');
    // An option is `<option value="…">`, or `<option value="…" label="…">` for a labelled expansion.
    for (const c of CARDS) expect(html).toMatch(new RegExp(`<option value="${escape(c.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[ >]`));
  });

  it('shows no command-line text to players', () => {
    const page = readFileSync('app/timing/page.tsx', 'utf8');
    for (const text of [html, page]) {
      expect(text).not.toMatch(/npm run|CLI input|--json/);
    }
  });

  it('links LRR rules to their short links and draws the timeline strips', () => {
    expect(html).toContain('href="/r/1.12"');
    expect(html).toContain('Game round steps');
    expect(html).toContain('Tactical action steps');
  });
});
