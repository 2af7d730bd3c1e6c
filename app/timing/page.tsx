import type { Metadata } from 'next';
import { getSite } from '@/lib/content/site';
import { citedIds } from '@/lib/timing';
import { cardsByWindow } from '@/lib/timing/window-cards';
import { Island } from '../islands/Island';
import { answer } from '@/lib/timing/answer';
import { START } from './start';
import { CardNames } from './CardNames';
import { TimingIsland } from './TimingIsland';

export const metadata: Metadata = {
  title: 'Timing assistant',
  description: 'In which order do these abilities resolve, and why: the TI4 timing rules and FAQ rulings, step by step.',
};

export default async function TimingPage() {
  const site = await getSite();
  const urls = Object.fromEntries(citedIds().flatMap((id) => (site.item(id) ? [[id, site.item(id)!.url]] : [])));
  return (
    <>
      <h1 className="text-2xl font-bold">Timing assistant</h1>
      <p className="mt-1 text-zinc-700 dark:text-zinc-300">
        Type the cards players want to use and see the order they resolve in, each with the rule that puts it there.
      </p>
      <Island component={TimingIsland} props={{ urls, start: START, startAnswer: answer(START), windowCards: cardsByWindow() }} />
      <CardNames />
    </>
  );
}
