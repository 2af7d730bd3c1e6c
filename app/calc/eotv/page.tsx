import type { Metadata } from 'next';
import { Island } from '../../islands/Island';
import { EotvApp } from './EotvApp';

export const metadata: Metadata = {
  title: 'EotV odds',
  description: 'Exact Empires of the Void II battle, hazard and diplomacy odds.',
};

export default function EotvOddsPage() {
  return (
    <>
      <h1 className="text-2xl font-bold">Empires of the Void II odds</h1>
      <p className="mt-1 text-zinc-700 dark:text-zinc-300">
        Exact chances for a battle, a hazard crossing and a diplomacy roll. For Twilight Imperium, see{' '}
        <a href="/calc/" className="underline">
          combat odds
        </a>
        .
      </p>
      <Island component={EotvApp} props={{}} />
    </>
  );
}
