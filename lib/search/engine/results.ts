/** A found document as the reader shows it: its title, where it lives, and a snippet of its text. */
import { missingNoticeId } from '../../corpus/missing-numbers';
import { absentRuleNote } from '../../corpus/rule-bounds';
import type { SourceId } from '../../corpus/types';
import type { ListedStep } from '../listed-steps';
import type { SearchDoc } from '../shipped';
import { makeSnippet, type Segment } from '../snippet';
import type { DocText } from './doc-text';
import type { AbsentNumber } from './numbers';

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
  /** The entry a rule number the LRR does not have would be in, saying so; a skipped number opens at the notice its page holds for it. */
  absentResult(number: string, absent: AbsentNumber, matched?: Set<string>): SearchResult;
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
    absentResult(number, absent, matched = new Set<string>()) {
      const r = toResult(absent.entry, matched);
      const page = r.url.split('#')[0]!;
      const note = absentRuleNote(number, r, absent);
      return { ...r, url: absent.why === 'skipped' ? `${page}#${missingNoticeId(number)}` : page, note };
    },
  };
}
