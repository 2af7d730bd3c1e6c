/**
 * The corpus: every item the site knows, in one flat list. This shape is an interface other
 * tools rely on (`npm run -s corpus`), so fields are only ever added, never renamed.
 */

export type Game = 'TI4' | 'TI3' | 'EotV';

export type ItemKind = 'entry' | 'rule' | 'faq' | 'errata' | 'glossary' | 'section' | 'unit';

export type SourceId =
  | 'ti4-lrr-1.2'
  | 'ti4-faq'
  | 'ti4-lrr-1.1'
  | 'ti3-faq-2.3'
  | 'eotv-2'
  | 'ti4-summary'
  | 'ti4-units';

export interface Item {
  /** Stable id: `lrr:49`, `lrr:49.4`, `ti4-faq:general-3`, `ti3:faq:combat-2`, `eotv:battle/steps-of-a-battle`. */
  id: string;
  source: SourceId;
  game: Game;
  kind: ItemKind;
  /** The rule or entry number (LRR only), corrected where the source slipped. */
  number?: string;
  title: string;
  /** Plain, repaired text. */
  text: string;
  /** Site path with anchor: `/rules/movement#49.4`. */
  url: string;
  /** Id of the containing item (rule -> entry, sub-term -> term). */
  parent?: string;
  /** The heading the item sits under in its source (FAQ section, glossary letter...). */
  section?: string;
  /** Other names that find this item (French entry titles, abbreviations). */
  aliases?: string[];
  /** Ids this item links to. */
  links: string[];
  /**
   * Questions players ask that this item answers, in their own words ("can my dread soak a pds
   * hit"): searched, never shown (content/asked.json, see ./asked.ts).
   */
  asked?: string[];
  /**
   * The words of the tuning questions that expect this item, once each (a query log: see
   * ../search/query-log.ts): searched with their own weight, never shown.
   */
  logged?: string;
}
