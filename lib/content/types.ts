import type { BlockContent } from 'mdast';
import type { Game, ItemKind, SourceId } from '../corpus/types';

/** An item as stored in content/*.md: its metadata and its linked markdown body. */
export interface ContentItem {
  id: string;
  kind: ItemKind;
  title: string;
  anchor: string;
  number?: string;
  parent?: string;
  section?: string;
  aliases?: string[];
  /** Ids the item concerns beyond the links in its text. */
  refs?: string[];
  children: BlockContent[];
}

/** One generated markdown file: a page of the site. */
export interface ContentPage {
  source: SourceId;
  game: Game;
  route: string;
  title: string;
  meta: Record<string, string | string[]>;
  items: ContentItem[];
}
