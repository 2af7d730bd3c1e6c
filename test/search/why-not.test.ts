import { describe, expect, it } from 'vitest';
import { asksWhyNot, withRestrictionAsked } from '@/lib/search/why-not';
import { searcherFor } from '@/lib/search/engine';
import { firstOnRules, item } from './corpus';

describe('what stops the player', () => {
  it.each([
    ['what stops me from moving into an asteroid field', 'why not moving into an asteroid field'],
    ['what stops me moving my ships in the nebula', 'why not moving my ships in the nebula'],
    ["what's preventing us from landing on mecatol", 'why not landing on mecatol'],
    ['whats stopping my carrier from moving 3', 'why not my carrier moving 3'],
    ['what would keep him from scoring', 'why not scoring'],
    ['how come i cant land on mecatol', 'why i cant land on mecatol'],
  ])('%j asks why not: %j', (query, read) => expect(withRestrictionAsked(query)).toBe(read));

  it.each([
    // The player asks whether a thing he names stops him: its words stay.
    'does that one destroyer stop me',
    'does planetary shield stop x89',
    'can intercept stop skilled retreat',
    'what happens when my ships stop in a nebula',
  ])('%j is no "what stops me"', (query) => expect(withRestrictionAsked(query)).toBe(query));

  it('finds the home game\'s restriction, not another game\'s "stop movement"', async () => {
    // "Stop" is in Empires of the Void's movement rules and in no TI4 rule: kept, it named that game.
    expect(await firstOnRules('what stops me from moving into an asteroid field')).toBe('lrr:11.1');
  });
});

describe('why the player cannot', () => {
  it('is answered by the rule restricting what he can do only', () => {
    const corpus = [
      item({ id: 'action', title: 'Strategic Action', text: 'After the active player resolves the primary ability of his own strategy card, each other player may resolve its secondary ability.' }),
      item({ id: 'only', title: 'Strategy Card', text: 'A player can only resolve the secondary ability of strategy cards chosen by other players.' }),
    ];
    expect(searcherFor(corpus).search('why cant i do the secondary of my own strategy card')[0]?.id).toBe('only');
    // "How come" asks why.
    expect(searcherFor(corpus).search('how come i cant do the secondary of my own strategy card')[0]?.id).toBe('only');
  });

  it('reads "why ... not" with the subject between, as negations are read', () => {
    expect(asksWhyNot('why not i do the secondary')).toBe(true);
    expect(asksWhyNot('why does my pds not fire')).toBe(true);
    expect(asksWhyNot('why do i roll and not he')).toBe(false);
  });
});
