'use client';
import type { Citation } from '@/lib/calc/eotv';

/** A link to the Eclipse of the Void rule a figure comes from. */
export function Cite({ rule }: { rule: Citation }) {
  return (
    <a className="text-sm text-sky-800 underline dark:text-sky-300" href={rule.href}>
      {rule.title}
    </a>
  );
}
