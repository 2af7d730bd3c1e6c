/**
 * Base-game faction flagships whose printed combat value and dice are all the engine needs: their
 * abilities do not change a combat's dice or hits, or (Hacan's trade goods) only by a choice made
 * die by die that the faction's own sheet leaves out too. Flagships whose abilities do (Jol-Nar's extra
 * hits, Sardakk's +1 to other ships, Letnev's repair, Mentak's no-sustain, Yin's self-destruct,
 * Winnu's variable dice, L1Z1X's and Saar's assignment and barrage, Nekro's and Naalu's other
 * units joining, Xxcha's space cannon) are left out rather than approximated; a player can still
 * enter their printed numbers by hand.
 */
import type { Roll } from './units';

export interface FlagshipPreset {
  faction: string;
  name: string;
  roll: Roll;
}

export const FLAGSHIP_PRESETS: Record<string, FlagshipPreset> = {
  arborec: { faction: 'The Arborec', name: 'Duha Menaimon', roll: { value: 7, dice: 2 } },
  creuss: { faction: 'The Ghosts of Creuss', name: 'Hil Colish', roll: { value: 5, dice: 1 } },
  hacan: { faction: 'The Emirates of Hacan', name: 'Wrath of Kenara', roll: { value: 7, dice: 2 } },
  muaat: { faction: 'The Embers of Muaat', name: 'The Inferno', roll: { value: 5, dice: 2 } },
  sol: { faction: 'The Federation of Sol', name: 'Genesis', roll: { value: 5, dice: 2 } },
  yssaril: { faction: 'The Yssaril Tribes', name: "Y'sia Y'ssrila", roll: { value: 5, dice: 2 } },
};
