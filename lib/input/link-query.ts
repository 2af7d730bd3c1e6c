/**
 * The first reading of a shared link's query, the same for /calc, /calc/eotv and /timing: the
 * tracking parameters a chat app adds are dropped (./tracking.ts), a query past MAX_LINK_QUERY is
 * refused before anything walks it, and so is a key the page does not know or one given twice,
 * unless the page lists it as one that repeats (/timing's players and abilities).
 */
import { echo } from './echo';
import { withoutTracking } from './tracking';

/** Far above any real link (a /timing setup of 8 players and 60 card names; a full /calc battle is under 2,000). */
export const MAX_LINK_QUERY = 40_000;

/** The query's own parameters, or the field that stops it and what is wrong with it. */
export type LinkQuery = { ok: true; params: URLSearchParams } | { ok: false; field: string; what: string };

/** The keys of a page's links. */
export interface LinkKeys {
  known: (key: string) => boolean;
  /** The known keys, as the message for an unknown one lists them. */
  expected: string;
  /** The keys that may be given more than once. */
  repeats?: ReadonlySet<string>;
}

/**
 * Whether a page's query holds state to read: anything but tracking parameters. One too long to
 * read holds some (its reading refuses it by name) and is not walked to find out: the pages asked
 * this of the raw address first, and a 2 MB link took 240 ms of CPU here (4x that on a phone) in
 * the walk the length check then made pointless.
 */
export function holdsState(query: string): boolean {
  return query.length > MAX_LINK_QUERY || withoutTracking(query).size > 0;
}

export function readLinkQuery(query: string, { known, expected, repeats }: LinkKeys): LinkQuery {
  // A 1.5 MB query of one repeated key took the /calc decoder 0.9 s (and 4x that on a phone) to refuse.
  if (query.length > MAX_LINK_QUERY) return { ok: false, field: 'link', what: `must be at most ${MAX_LINK_QUERY} characters` };
  const params = withoutTracking(query);
  const seen = new Set<string>();
  for (const key of params.keys()) {
    // The key is the link's own text: quoted escaped and cut, as the CLI quotes a field name.
    if (!known(key)) return { ok: false, field: echo(key), what: `unknown field (expected ${expected})` };
    // Which of two values a link means is not ours to guess (/calc took the last, /calc/eotv the first).
    if (seen.has(key) && !repeats?.has(key)) return { ok: false, field: echo(key), what: 'is given twice' };
    seen.add(key);
  }
  return { ok: true, params };
}
