/** What one repair did to one piece of text; the caller adds where it happened. */
export interface Repair {
  kind: string;
  before: string;
  after: string;
}

/** A repaired text with the record of every change made to it. */
export interface Repaired<T = string> {
  value: T;
  repairs: Repair[];
}
