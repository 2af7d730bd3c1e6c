/** Systems "connected" or "touching" at the table are the rules' adjacent ones (lib/search/synonyms.ts). */
import { describe, expect, it } from 'vitest';
import { firstOnRules } from './corpus';

describe('connected systems, searched', () => {
  // Paraphrases in words not tuned on: adjacency (6) and its wormholes (6.1, 89).
  it.each([
    'which wormholes are connected',
    'is a beta wormhole connected to every other beta wormhole',
    'do matching wormholes connect the systems',
    'are two systems connected if their tiles touch',
  ])('%s', async (question) => {
    expect(['lrr:6', 'lrr:6.1', 'lrr:89']).toContain(await firstOnRules(question));
  });
});
