import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { BlockContent } from 'mdast';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderBlocks } from '@/lib/content/render';

/** An item's markdown, sanitized, as React elements (rendered at build time: no client JS). */
export function Prose({ blocks }: { blocks: BlockContent[] }) {
  return <div className="prose-rules">{toJsxRuntime(renderBlocks(blocks), { Fragment, jsx, jsxs })}</div>;
}
