/**
 * The overview note's source lines and its report: every report line names the source's own line
 * numbers, and every kept text passes through `clean` so its repairs are reported where they occur.
 */
import type { RootContent } from 'mdast';
import { splitCamelCaseWords } from '../repairs/camel-case-words';
import type { Repair } from '../repairs/types';
import { SourceReport } from '../source-report';
import { TYPOS } from './tables';

export const SOURCE = 'ti4-summary' as const;

/** First source line of a markdown node (the parser is always run with positions). */
export const startLine = (n: RootContent) => n.position!.start.line;
/** Last source line of a markdown node. */
export const endLine = (n: RootContent) => n.position!.end.line;

/** The note's lines and the report lines written about them. */
export class Note {
  readonly report = new SourceReport(SOURCE);
  readonly lines: string[];

  constructor(text: string) {
    this.lines = text.split(/\r?\n/);
  }

  /** Source lines `from` to `to` (1-based, inclusive), trimmed. */
  span(from: number, to: number): string {
    return this.lines.slice(from - 1, to).join('\n').trim();
  }

  /** Reports lines `from`-`to` as discarded; a blank span needs no report. */
  discard(from: number, to: number, kind: string, reason: string): void {
    const before = this.span(from, to);
    if (before) this.report.discard(from === to ? `line ${from}` : `lines ${from}-${to}`, kind, before, reason);
  }

  /** Reports each repair made on a line. */
  repaired(line: number, repairs: Repair[]): void {
    this.report.repairs(`line ${line}`, repairs);
  }

  /** Reports a node the parser has no reading for. */
  unknownMarkup(n: RootContent): void {
    this.report.unresolved(`line ${startLine(n)}`, 'unknown-markup', this.span(startLine(n), endLine(n)), `markdown ${n.type} left out`);
  }

  /** Text of a line with glued camel-case words split and the note's typos fixed, each reported. */
  clean(t: string, line: number): string {
    const camel = splitCamelCaseWords(t);
    this.repaired(line, camel.repairs);
    let value = camel.value;
    for (const [pattern, after] of TYPOS) {
      const fixed = value.replace(pattern, after);
      if (fixed !== value) this.repaired(line, [{ kind: 'typo', before: value.match(pattern)![0], after }]);
      value = fixed;
    }
    return value;
  }

  /**
   * The lines to parse as markdown: front matter and code fences blanked in place, so that line
   * numbers stay the source's. Reports both.
   */
  markdownBody(): string {
    const { lines } = this;
    const body = [...lines];
    if (lines[0] === '---') {
      const end = lines.indexOf('---', 1);
      this.discard(1, end + 1, 'front-matter', 'note metadata: player count, duration, tags, cover image link');
      for (let i = 0; i <= end; i++) body[i] = '';
    }
    let open: number | undefined;
    body.forEach((l, i) => {
      if (!/^```\s*$/.test(l)) return;
      body[i] = '';
      if (open === undefined) open = i;
      else {
        const inner = lines.slice(open + 1, i).join(' ');
        this.repaired(open + 1, [{ kind: 'code-fence', before: '```' + inner.slice(0, 40), after: inner.slice(0, 40) }]);
        open = undefined;
      }
    });
    return body.join('\n');
  }
}
