/** A rule's question asked in the setup's frame finds the setup's own step (lib/search/setup-told.ts). */
import { describe, expect, it } from 'vitest';
import { ofSetup, setupStepFirst, setupTold, type SetupDoc } from '@/lib/search/setup-told';
import { firstOnRules } from './corpus';

const DOCS: SetupDoc[] = [
  { title: 'Adjacency', text: 'Two system tiles are adjacent to each other if their edges touch.' },
  { title: 'Step 6: Create Game Board', text: 'CREATE GAME BOARD: Place the Mecatol Rex tile.', parentTitle: 'Complete Setup' },
  { title: 'Speaker', text: 'During setup, the speaker prepares the objectives.' },
  { title: 'Setup', text: 'A randomly chosen player is speaker.' },
];
const lifted = (order: number[]) => setupStepFirst(order.map((doc) => ({ doc })), (d) => DOCS[d]!).map((r) => r.doc);

describe('the setup reading', () => {
  it('reads the setup told', () => {
    expect(setupTold('setting up: who places the first tile')).toBe(true);
    expect(setupTold('we are making the galaxy now, do wormholes touch')).toBe(true);
    expect(setupTold('at setup how many tiles each')).toBe(true);
    expect(setupTold('can i build a dock on the map edge')).toBe(false);
  });

  it("knows a setup's items: its steps, a setup titled so, a rule stating its setup case first", () => {
    expect(DOCS.map(ofSetup)).toEqual([false, true, true, true]);
  });

  it('lifts the setup item close behind over a general rule', () => {
    expect(lifted([0, 1])).toEqual([1, 0]);
    expect(lifted([0, 3])).toEqual([3, 0]);
    expect(lifted([2, 1])).toEqual([2, 1]);
    expect(lifted([0, 0, 0, 1])).toEqual([0, 0, 0, 1]);
  });
});

describe('a question in the setup frame, searched', () => {
  // Paraphrases in words not tuned on: [question, the setup step]
  it.each([
    ['setting up the galaxy, is it ok for two supernovas to be next to each other', 'lrr11:complete-setup/6'],
    ['building the galaxy, can a wormhole system go next to another wormhole system', 'lrr11:complete-setup/6'],
    ['making the map: are anomaly tiles allowed to be adjacent', 'lrr11:complete-setup/6'],
  ])('%s: %s', async (question, id) => {
    expect(await firstOnRules(question)).toBe(id);
  });
});
