import type { BlockContent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import YAML from 'yaml';
import type { ContentItem, ContentPage } from './types';

/**
 * The content/ format: YAML frontmatter for the page, then one `:::item{...}` container directive
 * per item holding its markdown. Written and read with the same unified processors, so escaping
 * is the library's job and the two can never disagree.
 */
const processor = unified()
  .use(remarkParse)
  // The directive parser also reads ":0" or ":1b" as the start of a text directive, which its
  // serializer does not escape: escape a colon before any word character, or "3:1" loses ":1".
  // The serializer escapes "<" only before a letter, but an email autolink may start with any
  // character of an address: "<0@0>" came back as "0@0" (fast-check, seed -2065456663).
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    unsafe: [
      { character: ':', after: '[\\w-]' },
      { character: '<', after: "[\\w.!#$%&'*+/=?^`{|}~-]" },
    ],
  })
  .use(remarkFrontmatter)
  .use(remarkDirective);

const ITEM_FIELDS = ['id', 'kind', 'title', 'anchor', 'number', 'parent', 'section'] as const;

export function pageToMarkdown(page: ContentPage): string {
  const { items, meta, ...head } = page;
  const frontmatter = YAML.stringify({ ...head, ...meta }, { lineWidth: 0 }).trimEnd();
  const root: Root = {
    type: 'root',
    children: [
      { type: 'yaml', value: frontmatter },
      ...items.map((item): ContainerDirective => {
        const attributes: Record<string, string> = {};
        for (const f of ITEM_FIELDS) if (item[f] !== undefined) attributes[f] = item[f];
        if (item.aliases?.length) attributes.aliases = item.aliases.join('|');
        if (item.refs?.length) attributes.refs = item.refs.join(' ');
        return { type: 'containerDirective', name: 'item', attributes, children: item.children };
      }),
    ],
  };
  return processor.stringify(root);
}

export class ContentFormatError extends Error {}

export function markdownToPage(markdown: string, file: string): ContentPage {
  const root = processor.parse(markdown);
  const [yaml, ...rest] = root.children;
  if (yaml?.type !== 'yaml') throw new ContentFormatError(`${file}: no frontmatter`);
  const { source, game, route, title, ...meta } = YAML.parse(yaml.value) as Record<string, unknown>;
  if (typeof source !== 'string' || typeof game !== 'string' || typeof route !== 'string' || typeof title !== 'string') {
    throw new ContentFormatError(`${file}: frontmatter needs source, game, route and title`);
  }
  const items = rest.map((node) => toItem(node, file));
  return {
    source: source as ContentPage['source'],
    game: game as ContentPage['game'],
    route,
    title,
    meta: meta as ContentPage['meta'],
    items,
  };
}

function toItem(node: RootContent, file: string): ContentItem {
  if (node.type !== 'containerDirective' || node.name !== 'item') {
    throw new ContentFormatError(`${file}:${node.position?.start.line}: expected an :::item block, found ${node.type}`);
  }
  const a = node.attributes ?? {};
  const { id, kind, title, anchor } = a;
  if (!id || !kind || !title || !anchor) throw new ContentFormatError(`${file}:${node.position?.start.line}: item needs id, kind, title and anchor`);
  return {
    id,
    kind: kind as ContentItem['kind'],
    title,
    anchor,
    ...(a.number ? { number: a.number } : {}),
    ...(a.parent ? { parent: a.parent } : {}),
    ...(a.section ? { section: a.section } : {}),
    ...(a.aliases ? { aliases: a.aliases.split('|') } : {}),
    ...(a.refs ? { refs: a.refs.split(' ') } : {}),
    children: node.children as BlockContent[],
  };
}
