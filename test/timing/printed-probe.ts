/**
 * The printed-trigger probe: real card texts (test/timing/fixtures/printed-triggers.json, the
 * trigger sentence only) run through the engine in the phase where each can happen. A text counts
 * as placed if the engine places it for an owner who is the active player/speaker or for one who is
 * not (whichever the text's "you"/"another player" needs). Shared by the probe test and
 * `npx tsx test/timing/printed-probe.ts` (prints the figure and the unplaced problems).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolveTiming, type Phase } from '../../lib/timing';

export interface PrintedTrigger {
  name: string;
  kind: string;
  text: string;
  phase: Phase;
  /** 'card table': the text a card of lib/timing/cards holds; 'printed': a card text those tables do not hold. */
  source: 'card table' | 'printed';
}

export interface ProbeResult {
  entry: PrintedTrigger;
  /** The window it was placed in, or undefined. */
  window?: string;
  problem?: string;
}

export const PRINTED_TRIGGERS: readonly PrintedTrigger[] = JSON.parse(
  readFileSync(fileURLToPath(new URL('./fixtures/printed-triggers.json', import.meta.url)), 'utf8'),
);

const PLAYERS = ['Ann', 'Bo', 'Cy'];

/** An action card the third player plays in each phase, for a reaction (Sabotage) to answer. */
const ANSWERABLE: Record<Phase, string> = { strategy: 'Summit', action: 'Morale Boost', status: 'Political Stability', agenda: 'Veto' };

/** Runs one text as Ann's (the active player and speaker), then as Bo's. */
export function probe(entry: PrintedTrigger): ProbeResult {
  let problem: string | undefined;
  for (const owner of ['Ann', 'Bo']) {
    const result = resolveTiming({
      phase: entry.phase,
      players: PLAYERS,
      activePlayer: entry.phase === 'action' ? 'Ann' : undefined,
      speaker: 'Ann',
      abilities: [
        { id: 'probe', owner, text: entry.text },
        { id: 'answerable', owner: 'Cy', text: ANSWERABLE[entry.phase] },
      ],
    });
    const placed = result.order.find((o) => o.id === 'probe');
    if (placed) return { entry, window: placed.window };
    problem ??= result.unplaced.find((u) => u.id === 'probe')?.problem;
  }
  return { entry, problem };
}

export const probeAll = (): ProbeResult[] => PRINTED_TRIGGERS.map(probe);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const results = probeAll();
  const placed = results.filter((r) => r.window);
  for (const r of results.filter((x) => !x.window)) console.log(`UNPLACED ${r.entry.kind} | ${r.entry.name} | ${r.problem}`);
  if (process.argv.includes('--placed')) for (const r of placed) console.log(`placed ${r.window} | ${r.entry.name} | ${r.entry.text}`);
  const figure = (rs: ProbeResult[]) => `${rs.filter((r) => r.window).length}/${rs.length}`;
  const printed = results.filter((r) => r.entry.source === 'printed');
  console.log(`placed ${figure(results)} (${((100 * placed.length) / results.length).toFixed(1)}%); texts not in the card tables ${figure(printed)}`);
}
