import { describe, expect, it } from 'vitest';
import { withTextingSpelledOut } from '@/lib/search/texting';
import { firstOnRules } from './corpus';

describe('a question typed as a text message is read as written English', () => {
  it.each([
    ['can u fly w/o a carrier b4 ur 2nd turn', 'can you fly without a carrier before your second turn'],
    ['y cant i move 2 the rift', 'why cant i move to the rift'],
    ['# of dice 4 a pds', 'number of dice for a pds'],
    ['r ppl allowed 2 trade rn', 'are players allowed to trade now'],
    ['wat happens bc of the rift', 'what happens because of the rift'],
    ['fighters & infantry thru the wh', 'fighters and infantry through the wormhole'],
    ['how many pts 4 a secret obj', 'how many points for a secret objective'],
  ])('%j reads %j', (query, read) => expect(withTextingSpelledOut(query)).toBe(read));

  // A digit that counts stays a count: "2 dreads", a unit's upgrade "dread 2", a rule number "49.4".
  it.each(['i have 2 dreads', 'does dread 2 roll better', '49.4 move', 'can i build 4 pds', 'a 4th secret', 'why cant i'])('%j reads as typed', (query) =>
    expect(withTextingSpelledOut(query)).toBe(query),
  );

  // [question in texted words of our own, the rule that answers it]
  it.each([
    ['how many pts do u need 2 win', 'lrr:87'],
    ['y cant i use the secondary of my own strat card', 'lrr:72.4'],
    ['wat does the speaker do b4 the agenda phase', 'lrr:69'],
    ['can i score 2 secret objs in 1 round', 'lrr:52.6'],
    ['what r the res & infl of a planet', 'lrr:64'],
  ])('%s: %s', async (question, id) => expect(await firstOnRules(question)).toBe(id));
});
