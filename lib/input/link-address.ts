/**
 * The address a page writes its state's query into: the query alone, a reference relative to the
 * page's own address, so only the query changes. Written as `location.pathname + '?' + query`, a
 * page opened at `//calc/` (a doubled slash in a hand-typed or mangled link, which many static
 * hosts serve as the page) wrote `//calc/?…`, an address of the host `calc`: the browser refused
 * it (history.replaceState throws a SecurityError) at the page's first edit.
 */
export const queryAddress = (query: string): string => `?${query}`;
