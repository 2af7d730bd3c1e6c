/**
 * How long a link the pages write into the address may be. /timing mirrors its situation into the
 * address as it is edited, and a situation the form lets a player build (60 abilities, each up to
 * 2,000 characters of pasted trigger text) made an address of 300 KB: a reload of it got 414 from
 * the bundled server (node reads a request's head up to 16 KiB) and the page would have refused
 * it anyway (./link-query.ts MAX_LINK_QUERY), and Copy link shared that.
 */
import { MAX_LINK_QUERY } from './link-query';

/**
 * The longest query a page writes: a request line of it, with a browser's headers beside it, fits
 * the bundled server's 16 KiB and the 8 KiB many hosts allow (nginx's buffer for a request line).
 */
export const MAX_WRITTEN_QUERY = Math.min(8_000, MAX_LINK_QUERY);

/** Undefined when `query` can be written as the page's link; otherwise the line the page shows instead. */
export function linkTooLong(query: string): string | undefined {
  if (query.length <= MAX_WRITTEN_QUERY) return undefined;
  return `Too long for a link (${query.length.toLocaleString('en')} characters, at most ${MAX_WRITTEN_QUERY.toLocaleString('en')}): the address keeps the last one that fit, and Copy link waits until it is shorter.`;
}
