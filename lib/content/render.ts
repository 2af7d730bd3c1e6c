import type { Root as HastRoot } from 'hast';
import type { BlockContent, Root } from 'mdast';
import rehypeSanitize from 'rehype-sanitize';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/**
 * Markdown of an item to a sanitized HTML tree. Source text is data: whatever a transcription
 * contains (`<script>`, `onerror=`), it leaves here as inert text or not at all.
 */
const processor = unified().use(remarkRehype).use(rehypeSanitize);

export function renderBlocks(children: BlockContent[]): HastRoot {
  const root: Root = { type: 'root', children };
  return processor.runSync(root) as HastRoot;
}
