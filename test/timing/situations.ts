/** Valid /timing situations for property tests of its link (test/timing/url.test.ts, test/input/tracking.test.ts). */
import fc from 'fast-check';
import { CARDS, withIds, type Phase, type TimingInput } from '../../lib/timing';

const NAME = fc.stringMatching(/^[A-Za-z][A-Za-z :,&=+%#?'-]{0,14}[A-Za-z]$/);

export const situation: fc.Arbitrary<TimingInput> = fc
  .record({
    phase: fc.constantFrom<Phase>('strategy', 'action', 'status', 'agenda'),
    players: fc.uniqueArray(NAME, { minLength: 1, maxLength: 8, selector: (s) => s.trim() }),
    lead: fc.nat(),
    abilities: fc.array(
      fc.record({ owner: fc.nat(), text: fc.oneof(fc.constantFrom(...CARDS.map((c) => c.name)), fc.string({ minLength: 1, maxLength: 80 }).filter((t) => t.trim() !== '')) }),
      { maxLength: 10 },
    ),
  })
  .map(({ phase, players, lead, abilities }) => {
    const first = players[lead % players.length]!;
    return {
      phase,
      players,
      ...(phase === 'action' ? { activePlayer: first } : {}),
      ...(phase === 'agenda' || phase === 'strategy' ? { speaker: first } : {}),
      abilities: withIds(abilities.map((a) => ({ owner: players[a.owner % players.length]!, text: a.text.trim() }))),
    };
  });
