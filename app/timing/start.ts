import type { TimingInput } from '@/lib/timing/types';
import { withIds } from '@/lib/timing/url';

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
