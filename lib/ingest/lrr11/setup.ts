/**
 * Complete Setup, from the LRR 1.1 dump: diagram labels poured into the text are discarded, text
 * the dump put in the wrong place is put back, and the twelve steps become items in order.
 */
import { collapseWhitespace } from '../repairs/clean-paragraph';
import { titleCase } from '../text/title-case';
import type { Block, ParsedItem, ParsedPage, ReportLine } from '../types';
import { type Flag, lineAt, SOURCE, sectionPage } from './dump';
import type { Region } from './regions';
import { DIAGRAM_LABELS, REFLOWS, SETUP_LISTS } from './setup-tables';

const HEADER = 'COMPLETE SETUP';
const STEP = /STEP (\d{1,2}) ?— ?([A-Z][A-Z ]*[A-Z]):\s*/g;
const ROMAN = /(?<=^|[\s:.])(?=(?:i|ii|iii|iv|v|vi)\.\s?[A-Z])/;

/** The Complete Setup page: an intro item and one item per step, each step's text cleaned and reported against it. */
export function setupPage(
  text: string,
  region: Region,
  report: ReportLine[],
  cleaned: (raw: string, where: string) => string,
  flag: Flag,
): ParsedPage {
  const line = `line ${lineAt(text, region.start)}`;
  const where = `${line} (lrr11:complete-setup)`;
  const body = reflowed(setupText(withoutDiagramLabels(text, region, report), where, report), where, report, flag);
  const marks = [...body.matchAll(STEP)];
  const intro: ParsedItem = {
    id: 'lrr11:complete-setup',
    kind: 'section',
    title: 'Complete Setup',
    anchor: 'complete-setup',
    blocks: [{ type: 'paragraph', text: cleaned(body.slice(0, marks[0]?.index ?? body.length), where) }],
  };
  const steps = marks.map((m, i) => {
    const id = `lrr11:complete-setup/${Number(m[1])}`;
    return stepItem(m, cleaned(body.slice(m.index + m[0].length, marks[i + 1]?.index ?? body.length), `${line} (${id})`));
  });
  return sectionPage('complete-setup', 'Complete Setup', [intro, ...inOrder(steps, where, report, flag)]);
}

/** The region's text with each diagram label blanked in place (so the offsets of the rest stay true) and reported. */
function withoutDiagramLabels(text: string, region: Region, report: ReportLine[]): string {
  let raw = text.slice(region.start, region.end);
  for (const re of DIAGRAM_LABELS) {
    raw = raw.replace(re, (label: string, offset: number) => {
      const s = region.start + offset + (label.length - label.trimStart().length);
      report.push({
        source: SOURCE,
        action: 'discard',
        kind: 'diagram-label',
        where: `line ${lineAt(text, s)}, chars ${s}-${region.start + offset + label.length}`,
        reason: 'label of a setup diagram (game board, player positions) dumped into the running text',
        before: label.trim().slice(0, 80),
      });
      return ' '.repeat(label.length);
    });
  }
  return raw;
}

/** The text after the header the dump glued to it, whitespace collapsed, printed page numbers taken out; both repairs reported. */
function setupText(raw: string, where: string, report: ReportLine[]): string {
  const glued = raw.slice(0, HEADER.length + 12);
  report.push({ source: SOURCE, action: 'repair', kind: 'glued-header', where, before: glued, after: `${HEADER} ¶ ${glued.slice(HEADER.length)}` });
  // Page numbers of the printed rulebook, glued between two steps: "he is the speaker.4STEP 2".
  return collapseWhitespace(raw.slice(HEADER.length)).replace(/(\S*[a-z][.!?])(\d{1,2})STEP(?= \d)/g, (m, end: string, page: string) => {
    report.push({ source: SOURCE, action: 'repair', kind: 'stray-page-number', where, before: m, after: `${end} STEP`, reason: `page ${page} of the printed rulebook` });
    return `${end} STEP`;
  });
}

/** The text with each REFLOWS passage put back; a passage not found is flagged and left. */
function reflowed(body: string, where: string, report: ReportLine[], flag: Flag): string {
  for (const r of REFLOWS) {
    if (!body.includes(r.find)) {
      flag(where, r.kind, r.find.slice(0, 80), `expected passage not found, left as it is (${r.reason})`);
      continue;
    }
    body = body.replace(r.find, r.replace);
    report.push({ source: SOURCE, action: 'repair', kind: r.kind, where, before: r.find, after: r.replace || '(removed here)', reason: r.reason });
  }
  return body;
}

/** One step's item, from its "STEP n — NAME:" mark and its cleaned text. */
function stepItem(m: RegExpMatchArray, stepText: string): { n: number; item: ParsedItem } {
  const n = Number(m[1]);
  return {
    n,
    item: {
      id: `lrr11:complete-setup/${n}`,
      kind: 'section',
      title: `Step ${n}: ${titleCase(m[2]!)}`,
      parent: 'lrr11:complete-setup',
      section: 'Complete Setup',
      anchor: `step-${n}`,
      blocks: stepBlocks(`${m[2]!}: ${stepText}`),
    },
  };
}

/** The steps sorted by number, the dump's order reported if it differs; anything but exactly steps 1-12 is flagged. */
function inOrder(steps: { n: number; item: ParsedItem }[], where: string, report: ReportLine[], flag: Flag): ParsedItem[] {
  const dumped = steps.map((s) => s.n);
  steps.sort((a, b) => a.n - b.n);
  const sorted = steps.map((s) => s.n);
  if (dumped.join() !== sorted.join()) {
    report.push({ source: SOURCE, action: 'repair', kind: 'step-order', where, before: dumped.join(', '), after: sorted.join(', '), reason: 'the dump read a later column before an earlier one' });
  }
  if (sorted.join() !== Array.from({ length: 12 }, (_, i) => i + 1).join()) {
    flag(where, 'step-sequence', sorted.join(', '), 'complete setup steps are not exactly 1-12');
  }
  return steps.map((s) => s.item);
}

/**
 * A step's text as blocks: the step itself, then each roman-numbered substep and each "NOTE:"
 * as its own paragraph; the component lists and the player-count table as lists.
 */
export function stepBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const part of text.split(/\s+(?=NOTE:)/).flatMap((p) => p.split(ROMAN))) {
    let rest = part.trim().replace(/^((?:i|ii|iii|iv|v|vi)\.)(?=[A-Z])/, '$1 ');
    for (const list of SETUP_LISTS) {
      const at = rest.indexOf(list.join(' '));
      if (at < 0) continue;
      if (rest.slice(0, at).trim()) blocks.push({ type: 'paragraph', text: rest.slice(0, at).trim() });
      blocks.push({ type: 'list', items: list });
      rest = rest.slice(at + list.join(' ').length).trim();
    }
    const table = rest.split(/\s+(?=[A-Z]+-PLAYER: )/);
    if (table[0]) blocks.push({ type: 'paragraph', text: table[0] });
    if (table.length > 1) blocks.push({ type: 'list', items: table.slice(1) });
  }
  return blocks.filter((b) => b.type === 'list' || b.text);
}
