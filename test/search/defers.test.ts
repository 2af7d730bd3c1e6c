/** A rule that sends the player to another item for its answer comes after that item. */
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { defersAnswer } from '@/lib/search/defers';
import { item } from './corpus';

describe('a rule that sends the player elsewhere', () => {
  it('reads "use the ... to determine" as sending', () => {
    expect(defersAnswer('players should use the timing rules on page 4 to determine the correct order of resolution')).toBe(true);
    expect(defersAnswer('Each player may use the abilities of his units.')).toBe(false);
  });

  const corpus = [
    item({ id: 'cards', title: 'Action Cards', kind: 'entry', text: 'Action cards provide players with various abilities that they can resolve.' }),
    item({ id: 'sends', title: 'Action Cards', parent: 'cards', links: ['timing'], text: 'During the action phase, if two or more action cards or other abilities would be resolved during the same timing window, players should use the timing rules on page 4 to determine the correct order of resolution.' }),
    item({ id: 'timing', title: 'Timing', source: 'ti4-lrr-1.1', kind: 'section', links: [], text: 'During the action phase, if there are multiple abilities that players wish to resolve at the same time, each player takes a turn resolving an ability in initiative order, beginning with the active player. This process continues until each player has resolved all the abilities that he wishes to resolve during that timing window.' }),
  ];

  it('answers after the item it sends to, when that item answers as much', () => {
    const ids = searcherFor(corpus).search('action phase, two of us want to play abilities in the same window, who goes first').map((r) => r.id);
    expect(ids.indexOf('timing')).toBeLessThan(ids.indexOf('sends'));
  });
});
