/** How LRR 1.2 lines open or close: shared by the entry reader and the body reader. */
export const BULLET = /^(?:•|-)\s*/;
/** A rule number at a paragraph's start: "6.2 ...". */
export const RULE = /^(\d{1,2})\.(\d{1,2})\s+/;
export const SENTENCE_END = /[.!?:;"”)]$/;
