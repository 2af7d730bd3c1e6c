import { Fragment } from 'react';
import { splitTheirs } from '@/lib/input/names-in-text';

/**
 * A message of the engine's with each player name and quoted text in it isolated (`<bdi>`), so
 * their direction marks or right-to-left letters cannot reorder the words around them.
 */
export function WithNames({ text, names }: { text: string; names: readonly string[] }) {
  return (
    <>
      {splitTheirs(text, names).map((p, i) => (p.theirs ? <bdi key={i}>{p.text}</bdi> : <Fragment key={i}>{p.text}</Fragment>))}
    </>
  );
}
