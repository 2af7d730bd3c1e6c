import type { Metadata } from 'next';
import { computeOdds } from '@/lib/calc';
import { PRESETS } from '@/lib/calc/options';
import { Island } from '../islands/Island';
import { CalcApp } from './CalcApp';

export const metadata: Metadata = {
  title: 'Combat odds',
  description: 'Exact TI4 space combat, invasion and ground combat odds, with retreats and round limits.',
};

/** The battle the page opens on; its odds are computed here, at build time, so they show at once. */
const START = PRESETS[1]!.input;

export default function CalcPage() {
  return (
    <>
      <h1 className="text-2xl font-bold">Combat odds</h1>
      <p className="mt-1 text-zinc-700 dark:text-zinc-300">
        Exact probabilities, not a simulation: every tap recomputes. Playing Empires of the Void II?{' '}
        <a href="/calc/eotv/" className="underline">
          EotV odds
        </a>
        .
      </p>
      <Island component={CalcApp} props={{ start: START, startOdds: computeOdds(START) }} />
    </>
  );
}
