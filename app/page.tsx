
import { getSite } from '@/lib/content/site';
import { SOURCES } from '@/lib/corpus/sources';

const REFERENCES = [
  ['/faq/', SOURCES['ti4-faq']],
  ['/lrr11/', SOURCES['ti4-lrr-1.1']],
  ['/summary/', SOURCES['ti4-summary']],
  ['/ti3/', SOURCES['ti3-faq-2.3']],
  ['/eotv/', SOURCES['eotv-2']],
] as const;

export default async function Home() {
  const site = await getSite();
  return (
    <>
      <h1 className="mb-1 text-2xl font-bold">Rules Companion</h1>
      <p className="mb-4 text-zinc-700 dark:text-zinc-300">
        Twilight Imperium 4 rules at the table: Living Rules Reference 1.2 (2019-06-12), with its FAQ and errata.
      </p>
      <nav aria-label="Tools" className="mb-6 grid grid-cols-2 gap-2">
        {[
          ['/calc/', 'Combat odds'],
          ['/timing/', 'Timing assistant'],
          ['/units/', 'Unit stats'],
        ].map(([href, label]) => (
          <a key={href} href={href!} className="flex min-h-11 items-center justify-center rounded-lg border border-zinc-300 px-3 font-medium no-underline dark:border-zinc-700">
            {label}
          </a>
        ))}
      </nav>
      <section aria-labelledby="references" className="mb-6">
        <h2 id="references" className="mb-2 text-lg font-semibold">Rulings and other references</h2>
        <ul className="space-y-1">
          {REFERENCES.map(([href, info]) => (
            <li key={href}>
              <a href={href} className="flex min-h-11 flex-col justify-center no-underline">
                <span className="font-medium">{info.label}</span>
                <span className="text-sm text-zinc-600 dark:text-zinc-400">{info.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="index">
        <h2 id="index" className="mb-2 text-lg font-semibold">Rules Reference A–Z</h2>
        <ol className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {site.entries.map((p) => (
            <li key={p.route}>
              <a href={p.route} className="flex min-h-11 items-center gap-3 no-underline">
                {/* Tabular figures, not the monospace face: on / it was the only text in that face at load, and
                    its first use costs a font lookup per family of its stack (on Linux each a round trip to the browser). */}
                <span className="w-8 text-right text-sm tabular-nums text-zinc-500">{String(p.meta.number)}</span>
                <span>{p.title}</span>
              </a>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
