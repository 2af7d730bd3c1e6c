/**
 * A mech card whose ability changes nothing the calculator computes: listed so every faction's
 * sheet names its mech, and says it fights with the numbers every mech card prints.
 */
import type { FactionAbility } from './types';

/** `why`: what its ability does instead, in a few words ("a DEPLOY: list the mech it places"). */
export function plainMech(id: string, name: string, text: string, why: string): FactionAbility {
  return {
    id,
    name,
    kind: 'mech',
    text,
    effect: `No battle effect of its own (${why}); the mech fights at 6, Sustain Damage.`,
    modelled: true,
    cite: { source: `${name} mech card (Prophecy of Kings)`, rule: '38' },
  };
}
