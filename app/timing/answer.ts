import { checkTimingInput, resolveTiming, withIds, type TimingInput, type TimingResult } from '@/lib/timing';

/**
 * The page opens on a real question: Ann activates a system and plays Upgrade, Bo answers it
 * with Sabotage, and Cy's Forward Supply Base waits in the same "after activation" window.
 */
export const START: TimingInput = {
  phase: 'action',
  players: ['Ann', 'Bo', 'Cy'],
  activePlayer: 'Ann',
  abilities: withIds([
    { owner: 'Cy', text: 'Forward Supply Base' },
    { owner: 'Ann', text: 'Upgrade' },
    { owner: 'Bo', text: 'Sabotage' },
  ]),
};

/** Only the fields this phase uses, so a stale choice from another phase cannot block the answer. */
export function forPhase(input: TimingInput): TimingInput {
  const { phase, players, activePlayer, speaker, abilities } = input;
  return {
    phase,
    players,
    ...(phase === 'action' && activePlayer ? { activePlayer } : {}),
    ...((phase === 'strategy' || phase === 'agenda') && speaker ? { speaker } : {}),
    abilities,
  };
}

/** What the page shows for a situation: its first problem, or where each ability resolves. */
export type Answer = { ok: true; result: TimingResult } | { ok: false; field: string; message: string };

export function answer(situation: TimingInput): Answer {
  const checked = checkTimingInput(forPhase(situation));
  return checked.ok ? { ok: true, result: resolveTiming(checked.input) } : { ok: false, field: checked.field, message: checked.message };
}
