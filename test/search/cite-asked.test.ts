import { describe, expect, it } from 'vitest';
import { withoutCitation } from '@/lib/search/cite-asked';
import { firstOnRules } from './corpus';

describe('a citation asked', () => {
  it.each([
    ['where do the rules say fighters need capacity', 'fighters need capacity'],
    ['where in the rules does it say that a ship stops in a nebula', 'a ship stops in a nebula'],
    // Any name of the rules that "where does the ... say" takes, after "where in the" too.
    ['where in the faq does it say that a ship stops in a nebula', 'a ship stops in a nebula'],
    ['which rule covers retreating into an empty system', 'retreating into an empty system'],
    ['what rules apply to mechs on mecatol', 'mechs on mecatol'],
    ["what's the rule number for the custodians token", 'the custodians token'],
    ['is there any rule regarding trading with neighbors', 'trading with neighbors'],
    ['the rule that says i lose my tokens', 'i lose my tokens'],
    ['rules on when the game ends', 'when the game ends'],
    ['rule about only one action per turn', 'only one action per turn'],
  ])('%j cites %j', (query, claim) => {
    const read = withoutCitation(query);
    expect(read.query.trim()).toBe(claim);
    expect(read.defines).toBe(false);
  });

  it('asked to define a thing, asks its definition', () => {
    const read = withoutCitation('the rule that defines capacity');
    expect([read.query.trim(), read.defines]).toEqual(['capacity', true]);
    expect(withoutCitation('which rule defines a neighbor')).toMatchObject({ defines: true });
  });

  it.each([
    // A topic's rules asked whole are read as the topic (./query.ts), no claim cited.
    'rules on transport',
    'rules for space cannon offense',
    'rules on invasion, what are the steps',
    // No citation: the words stay.
    'which ships can move into a nebula',
    'does the rule of the nebula apply to mecatol',
  ])('%j cites nothing', (query) => expect(withoutCitation(query).query).toBe(query));

  it('finds the rule stating the claim, not the topic\'s entry the framing words lean to', async () => {
    // "rule" and "number" kept, the entry won; the claim's "taking the token" is stated by 26.3.
    expect(await firstOnRules('what is the rule number for taking the custodians token')).toBe('lrr:26.3');
    // Read as the topic asked ("rules on ..."), the entry came before the rule naming the claim's case.
    expect(await firstOnRules('rules on what happens to my attachments when i lose the planet')).toBe('lrr:12.2');
  });

  it('reads the rulebook as the Rules Reference it is', async () => {
    expect(await firstOnRules('if a card and the rulebook disagree which one wins')).toBe('lrr11:golden-rules');
  });
});
