'use client';
import type { ReactNode } from 'react';
import type { Citation } from '@/lib/calc/eotv';
import { Cite } from './Cite';

/** One part of the Eclipse of the Void page: its heading, the rule in a sentence with its link, then its controls. */
export function EotvSection({ id, title, intro, rule, className, children }: { id: string; title: string; intro: string; rule: Citation; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="text-sm">
        {`${intro} `}
        <Cite rule={rule} />
      </p>
      {children}
    </section>
  );
}
