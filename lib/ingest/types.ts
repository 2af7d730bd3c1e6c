/**
 * What a source parser produces: pages of items with plain, repaired markdown bodies and no
 * cross-links yet. Linking and writing `content/` are shared steps run over every source.
 */
import type { Game, ItemKind, SourceId } from '../corpus/types';

export interface ParsedItem {
  /** Stable corpus id, see lib/corpus/types.ts. */
  id: string;
  kind: ItemKind;
  title: string;
  number?: string;
  /** Id of the containing item, when the hierarchy matters (sub-term -> term). */
  parent?: string;
  /** The heading this item sits under in its source. */
  section?: string;
  aliases?: string[];
  /** Ids the item concerns beyond what its text links to (a FAQ section's topic, say). */
  refs?: string[];
  /** Fragment of the item on its page (without '#'); unique within the page. */
  anchor: string;
  /**
   * The item's text as blocks of plain, repaired text. Never markup: the source text is data;
   * the shared writer escapes it and adds cross-links when it writes markdown.
   */
  blocks: Block[];
}

/** A paragraph (optionally labelled, e.g. `Q` / `A` in a FAQ) or a bullet list. */
export type Block =
  | { type: 'paragraph'; text: string; label?: string }
  | ListBlock;

/**
 * A list, flat in `items` so every reader of the text sees every item in order. A nested list
 * gives each item's level in `depths` (0 at the top; an item of level n + 1 belongs to the last
 * item of level n before it).
 */
export interface ListBlock {
  type: 'list';
  ordered?: boolean;
  /** Number of the first item of an ordered list that does not start at 1 (a list broken by a note). */
  start?: number;
  items: string[];
  depths?: number[];
  /**
   * How each entry sits in the tree, when it is not the default (the top level as `ordered` says,
   * bullets below it): `ordered` or `bullet` names the kind of list the item is in (a change of
   * kind at the same level starts a new list), `more` makes the text another paragraph of the last
   * item at its depth ("Detailed breakdown of ...:" under "2. Action Phase:").
   */
  forms?: ListForm[];
}

export type ListForm = 'ordered' | 'bullet' | 'more';

export interface ParsedPage {
  source: SourceId;
  game: Game;
  /** Site route of the page, e.g. `/rules/movement`, `/faq/general`, `/ti3/combat`. */
  route: string;
  /** File under content/, e.g. `lrr/movement.md`. */
  file: string;
  title: string;
  /** Extra page metadata written to the frontmatter (e.g. French title, related entries). */
  meta?: Record<string, string | string[]>;
  items: ParsedItem[];
}

/** One line of the ingest report: a repair made, an oddity left as it is, or a discarded span. */
export interface ReportLine {
  source: SourceId;
  /** `repair` changes text, `unresolved` is left for a human, `discard` drops a span. */
  action: 'repair' | 'unresolved' | 'discard';
  /** What kind of repair or problem, e.g. `glued-rule-number`, `stray-page-number`, `junk`. */
  kind: string;
  /** Where in the source: a line number and/or the item id. */
  where: string;
  before?: string;
  after?: string;
  reason?: string;
}

export interface ParseResult {
  pages: ParsedPage[];
  report: ReportLine[];
}
