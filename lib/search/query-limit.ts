/**
 * Only this many characters of a query are read: far past any question asked at the table (the
 * longest of the tuning set has 144), and a bound on the work a pasted page can cause. The engine
 * cuts before anything else reads the query (a word the corpus lacks is tried at every split point),
 * and the quick index's searcher cuts the same, so both answer the same reading of a long paste.
 * A module of its own: the quick worker's bundle takes this number, not the query parser.
 */
export const MAX_QUERY_CHARS = 500;
