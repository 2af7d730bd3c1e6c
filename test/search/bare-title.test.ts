/** A topic's name alone asks for its entry, not the rule of it the words alone rank first. */
import { describe, expect, it } from 'vitest';
import { namesTitle } from '@/lib/search/bare-title';
import type { Alternative } from '@/lib/search/query';
import { terms } from '@/lib/search/text';
import { firstOnRules } from './corpus';

const alt = (words: string): Alternative => ({ terms: terms(words), words: words.split(' '), weight: 1 });

describe("a topic's name alone", () => {
  it("reads the query's concepts, by any alternative, as exactly the title's terms in order", () => {
    const title = terms('Component Action');
    expect(namesTitle([[alt('component')], [alt('acton'), alt('action')]], title)).toBe(true);
    expect(namesTitle([[alt('component action')]], title)).toBe(true);
    expect(namesTitle([[alt('component')]], title)).toBe(false);
    expect(namesTitle([[alt('component')], [alt('action')], [alt('cost')]], title)).toBe(false);
    expect(namesTitle([[alt('action')], [alt('component')]], title)).toBe(false);
  });

  it.each([
    ['component action', 'lrr:21'],
    ['component acton', 'lrr:21'],
    ['component actions', 'lrr:21'],
    ['Elimination?', 'lrr:31'],
    ['anomaly', 'lrr:9'],
    ['the anomalies', 'lrr:9'],
  ])('%j: the entry %s', async (q, id) => {
    expect(await firstOnRules(q)).toBe(id);
  });
});
