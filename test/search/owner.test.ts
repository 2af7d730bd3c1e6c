import { describe, expect, it } from 'vitest';
import { withOtherOwners } from '@/lib/search/owner';

describe('withOtherOwners', () => {
  it.each([
    ['his command token is in the system', 'enemy command token is in the system'],
    ['can my dreads bombard her planet', 'can my dreads bombard enemy planet'],
    ['their pds shot at my carrier', 'enemy pds shot at my carrier'],
    // A faction's name inside another word names none.
    ['solar flare hit their carrier', 'solar flare hit enemy carrier'],
    // Someone the player deals with is another player.
    ['can i trade tg with somebody who isnt my neighbor for his votes', 'can i trade tg with somebody who isnt my neighbor for enemy votes'],
  ])('%j speaks of another player\'s things: %j', (query, said) => expect(withOtherOwners(query)).toBe(said));

  it.each([
    // Once the story names someone as "he", "his" may be that player's own.
    ['he gave me his commodities', 'he gave me his commodities'],
    ['does he flip his strategy card', 'does he flip his strategy card'],
    ['landed on his planet, he had a pds and his dock', 'landed on enemy planet, he had a pds and his dock'],
    // So is a player in general opening a clause: his "his" is his own.
    ['when someone is eliminated what happens to his action cards', 'when someone is eliminated what happens to his action cards'],
    ['if a player passes what happens to his strategy card', 'if a player passes what happens to his strategy card'],
    ['each player returns their command tokens', 'each player returns their command tokens'],
    ['my own command token', 'my own command token'],
    // A faction named is whose "their" is, as "he" is: the Naalu's own 0 token.
    ['naalu got knocked out but i still have their 0 token', 'naalu got knocked out but i still have their 0 token'],
    ['the jol nar rolled and their flagship hit', 'the jol nar rolled and their flagship hit'],
    // "her" as the one given to, not the owner.
    ['i gave her my tg for a vote', 'i gave her my tg for a vote'],
    // "On their own" is alone; "their own ships" are still another player's.
    ['can fighters move on their own', 'can fighters move on their own'],
    ['their own ships on  her own', 'enemy own ships on  her own'],
  ])('%j keeps its owners: %j', (query, said) => expect(withOtherOwners(query)).toBe(said));
});
