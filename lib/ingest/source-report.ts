/** One source's ingest report lines, written through one helper per action so every parser orders a line's fields alike. */
import type { SourceId } from '../corpus/types';
import type { Repair } from './repairs/types';
import type { ReportLine } from './types';

/** The report lines of one source, in the order they are written. */
export class SourceReport {
  readonly lines: ReportLine[] = [];

  constructor(private readonly source: SourceId) {}

  /** Each repair made at `where`. */
  repairs(where: string, repairs: Repair[]): void {
    for (const r of repairs) this.lines.push({ source: this.source, action: 'repair', where, ...r });
  }

  /** An oddity left as it is for a human; `before` is what it concerns, when there is a text to show. */
  unresolved(where: string, kind: string, before: string | undefined, reason: string): void {
    this.lines.push({ source: this.source, action: 'unresolved', kind, where, ...(before !== undefined ? { before } : {}), reason });
  }

  /** A span dropped from the output, and why. */
  discard(where: string, kind: string, before: string, reason: string): void {
    this.lines.push({ source: this.source, action: 'discard', kind, where, before, reason });
  }
}
