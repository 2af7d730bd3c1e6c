/** A found document as the reader shows it: its title, where it lives, and a snippet of its text. */
import { missingNoticeId } from '../../corpus/missing-numbers';
import type { SourceId } from '../../corpus/types';
import type { ListedStep } from '../listed-steps';
import type { SearchDoc } from '../shipped';
import { makeSnippet, type Segment } from '../snippet';
import type { DocText } from './doc-text';

export interface SearchResult {
  id: string;
  title: string;
  number?: string;
  source: SourceId;
  kind: SearchDoc['kind'];
  url: string;
  snippet: Segment[];
  /** Said above the snippet: a rule number the LRR skips ("49.1 is not in LRR 1.2"), found as its entry. */
  note?: string;
  /** The steps a procedure's opening item lists ("...players perform the following steps:"), in order. */
  steps?: ListedStep[];
}

export interface ResultBuilder {
  toResult(i: number, matched: Set<string>): SearchResult;
  /** The entry whose numbering skips `number`, opening at the notice its page holds for it. */
  skippedResult(number: string, entry: number, matched?: Set<string>): SearchResult;
}

export function resultBuilderOf({ docs, tokensOf, listedSteps }: { docs: readonly SearchDoc[]; listedSteps: ReadonlyMap<number, ListedStep[]> } & Pick<DocText, 'tokensOf'>): ResultBuilder {
  const toResult = (i: number, matched: Set<string>): SearchResult => {
    const d = docs[i]!;
    const steps = listedSteps.get(i);
    return {
      id: d.id,
      title: d.title,
      ...(d.number ? { number: d.number } : {}),
      source: d.source,
      kind: d.kind,
      url: d.url,
      snippet: makeSnippet(d.text, (t) => matched.has(t), tokensOf(i).text),
      ...(steps ? { steps } : {}),
    };
  };
  return {
    toResult,
    skippedResult(number, entry, matched = new Set<string>()) {
      const r = toResult(entry, matched);
      return { ...r, url: `${r.url.split('#')[0]}#${missingNoticeId(number)}`, note: `${number} is not in LRR 1.2: entry ${r.number} ${r.title} skips it.` };
    },
  };
}
