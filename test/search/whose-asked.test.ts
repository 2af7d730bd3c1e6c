import { describe, expect, it } from 'vitest';
import { withWhoseAsOwner } from '@/lib/search/whose-asked';
import { firstOnRules } from './corpus';

describe('whose a thing is: who owns it', () => {
  it.each([
    ['laws — whose are they', 'laws — who owns are they'],
    ['whose law is it once it passes', 'who owns law is it once it passes'],
    ['after the vote, whose is the law', 'after the vote, who owns is the law'],
  ])('%j asks an owner: %j', (query, read) => expect(withWhoseAsOwner(query)).toBe(read));

  it.each(['whose turn is it', 'whose ships die first', 'whose go is it after the speaker'])('%j asks no owner', (query) => expect(withWhoseAsOwner(query)).toBe(query));

  // 7.4: the player who owns a law (elected by it, or the speaker who revealed it).
  it.each(['laws — whose are they', 'whose law is it once it passes', 'after the vote, whose is the law'])('%j finds who owns a law', async (query) =>
    expect(await firstOnRules(query)).toBe('lrr:7.4'),
  );
});
