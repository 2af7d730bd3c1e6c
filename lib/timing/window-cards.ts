/**
 * Which known cards act in which window of the round, for the /timing page's step details. Every
 * card's trigger is parsed, which costs the engine's cold start: the page computes this at build
 * time and ships the table with its props, so the browser never runs it at load.
 */
import { CARDS } from './cards';
import { stepsOf } from './events';
import { parseTrigger } from './parse';

/** For each "<step>/<edge>", the names of the cards whose trigger lands there (both combats for a bare "combat"); action-card answers are left out. */
export function cardsByWindow(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const card of CARDS) {
    const r = parseTrigger(card.text);
    if (!r.ok || r.trigger.reacts === 'action-card') continue;
    const { step, kind, edge } = r.trigger;
    const all = stepsOf(step);
    const steps = kind && all.length === 2 && all[0]!.startsWith('space-') ? all.filter((s) => s.startsWith(kind)) : all;
    for (const s of steps) (out[`${s}/${edge}`] ??= []).push(card.name);
  }
  return out;
}
