import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASES, checkTimingInput, decodeTiming, encodeTiming, nextAbilityId, withIds, type TimingInput } from '../../lib/timing';
import { situation } from './situations';
import { cpuMs } from '../cpu-time';

/** A situation as the page holds it: ids given in order by the page's own rule. */
const asPage = (input: TimingInput): TimingInput => ({ ...input, abilities: withIds(input.abilities) });

describe('the /timing URL state', () => {
  it.each(CASES.map((c) => [c.title, c.input] as const))('round-trips the example "%s"', (_, input) => {
    expect(decodeTiming(encodeTiming(input))).toEqual(checkTimingInput(asPage(input)));
  });

  it('round-trips any valid situation, names with commas, colons and ampersands included', () => {
    fc.assert(
      fc.property(situation, (input) => {
        expect(decodeTiming(encodeTiming(input))).toEqual({ ok: true, input });
      }),
    );
  });

  it('gives abilities the ids the page gives them, from the card name', () => {
    const r = decodeTiming('phase=action&p=Ann&p=Bo&active=Ann&a=0:Upgrade&a=1:sabotage&a=1:Sabotage&a=0:After%20you%20win');
    expect(r.ok && r.input.abilities.map((a) => a.id)).toEqual(['upgrade-1', 'sabotage-1', 'sabotage-2', 'ability-1']);
    expect(r.ok && r.input.abilities.map((a) => a.owner)).toEqual(['Ann', 'Bo', 'Bo', 'Ann']);
  });

  it.each([
    ['zap', 'phase=action&p=Ann&active=Ann&zap=1'],
    ['phase', 'phase=action&phase=agenda&p=Ann&active=Ann'],
    ['phase', 'p=Ann'],
    ['players', 'phase=action&active=Ann'],
    ['players', `phase=status${'&p=X'.repeat(1)}${Array.from({ length: 9 }, (_, i) => `&p=P${i}`).join('')}`],
    ['players[1]', 'phase=status&p=Ann&p=Ann'],
    ['activePlayer', 'phase=action&p=Ann'],
    ['activePlayer', 'phase=action&p=Ann&active=Zed'],
    ['speaker', 'phase=agenda&p=Ann'],
    ['abilities[0]', 'phase=status&p=Ann&a=Sabotage'],
    ['abilities[1].owner', 'phase=status&p=Ann&a=0:Scheming&a=3:Scheming'],
    ['abilities[0].text', 'phase=status&p=Ann&a=0:%20'],
    ['abilities[0].text', `phase=status&p=Ann&a=0:${'x'.repeat(2001)}`],
    ['abilities', `phase=status&p=Ann${'&a=0:Scheming'.repeat(61)}`],
    ['link', `phase=status&p=Ann&a=0:${'x'.repeat(40_001)}`],
  ])('names %s in a bad link', (field, query) => {
    const r = decodeTiming(query);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.field).toBe(field);
      expect(r.message.startsWith(`${field}: `)).toBe(true);
    }
  });

  it('never throws on any query string', () => {
    fc.assert(
      fc.property(fc.string(), (q) => {
        expect(typeof decodeTiming(q).ok).toBe('boolean');
      }),
    );
    expect(decodeTiming('__proto__=1&constructor=2').ok).toBe(false);
    expect(decodeTiming('phase=status&p=Ann&a=0:x&a=__proto__:y').ok).toBe(false);
  });
});

describe('text a /timing link gives for the page to show', () => {
  it('loses its control characters, and nothing else', () => {
    const r = decodeTiming('phase=agenda&p=A%00n%1Bn&p=%E2%80%AEBo%C2%9B&speaker=A%07nn&a=1:After%0Ayou%C2%85win&a=0:Sab%7Fotage');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.input.players).toEqual(['Ann', '\u202eBo']);
    expect(r.input.speaker).toBe('Ann');
    expect(r.input.abilities.map((a) => [a.owner, a.text])).toEqual([
      ['\u202eBo', 'After you win'],
      ['Ann', 'Sabotage'],
    ]);
  });

  it('reads any valid situation with controls added to its names and texts as the situation itself', () => {
    const control = fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0080', '\u009b');
    const insert = (t: string, c: string, at: number) => t.slice(0, at % (t.length + 1)) + c + t.slice(at % (t.length + 1));
    const sprinkled = (text: string) => fc.array(fc.tuple(control, fc.nat()), { maxLength: 3 }).map((cs) => cs.reduce((t, [c, at]) => insert(t, c, at), text));
    fc.assert(
      fc.property(
        situation.chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.tuple(...input.players.map(sprinkled)),
            fc.tuple(...input.abilities.map((a) => sprinkled(a.text))),
          ),
        ),
        ([input, players, texts]) => {
          const rename = (name: string) => players[input.players.indexOf(name)]!;
          const noisy: TimingInput = {
            ...input,
            players,
            ...(input.activePlayer ? { activePlayer: rename(input.activePlayer) } : {}),
            ...(input.speaker ? { speaker: rename(input.speaker) } : {}),
            abilities: input.abilities.map((a, i) => ({ ...a, owner: rename(a.owner), text: texts[i]! })),
          };
          expect(decodeTiming(encodeTiming(noisy))).toEqual({ ok: true, input });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('ability ids', () => {
  it('are those the page gives when the abilities are added one by one', () => {
    const texts = fc.array(fc.constantFrom('Sabotage', 'sabotage', 'Upgrade', 'When a unit is destroyed', 'x', ''), { maxLength: 30 });
    fc.assert(
      fc.property(texts, (list) => {
        const byOne: string[] = [];
        for (const text of list) byOne.push(nextAbilityId(text, byOne));
        expect(withIds(list.map((text) => ({ owner: 'A', text }))).map((a) => a.id)).toEqual(byOne);
      }),
    );
  });

  it('cost little even for a link of thousands of abilities (1,600 took 5 s), which is refused by its count', () => {
    const query = `phase=action&p=A&active=A&${Array.from({ length: 6000 }, () => 'a=0:x').join('&')}`;
    expect(cpuMs(() => expect(decodeTiming(query)).toMatchObject({ ok: false, message: 'abilities: at most 60 abilities' }))).toBeLessThan(1000);
  });
});
