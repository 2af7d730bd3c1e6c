/**
 * The TI4 overview note (`ti4-overview-rules-summary-pok.md`): a markdown note holding a game
 * overview, a quick-start guide, a transcription of the rules summary (hard-wrapped, much of it
 * wrapped in code fences, parts of it pasted two or three times), the Prophecy of Kings rules, and
 * a terse cheat sheet. Kept: the quick-start guide, the rules summary (first copy of each
 * section), the PoK rules (`pok:` ids) and the cheat sheet, as sections. Discarded with a reason:
 * the overview, catalogue data, embeds and repeated copies.
 */
import type { List, ListItem, Paragraph, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { splitCamelCaseWords } from './repairs/camel-case-words';
import type { Repair } from './repairs/types';
import { slugify } from './text/slug';
import { entriesToBlock, listEntries } from './text/list-entries';
import { titleCase } from './text/title-case';
import type { Block, ParsedItem, ParsedPage, ParseResult, ReportLine } from './types';

const SOURCE = 'ti4-summary' as const;

/** Why each overview heading is left out: none of it is rules text. */
const OVERVIEW_REASONS: Record<string, string> = {
  'Twilight Imperium (4th Edition)': 'note title',
  'Brief Summary': 'blurb about the game, not rules',
  'Differences to Civilization 5/6': 'comparison with another game, not rules',
  'Key Information': 'catalogue data (players, play time, year), not rules',
  'Key Mechanics': 'catalogue data, not rules',
  'Key Features': 'catalogue data, not rules',
  'Video Tutorial': 'embedded video link',
  'Player Aids': 'faction digest with errors (e.g. the Hacan starting technologies); the faction sheets are the authority',
  'Factions/Civilizations': 'faction flavour descriptions, not rules',
  'Additional Notes': 'advice on game length and table space, not rules',
  'Board Game Geek': 'embedded web page',
  'Workshop Link': 'empty link',
};
const QUICK_START = 'Quick Start Rules Guide';
const RULES = 'Twilight Imperium - Rules';
const POK = 'PROPHECY OF KINGS';
/** The cheat sheet has no heading of its own: it starts with this paragraph after the PoK rules. */
const CHEAT_SHEET_START = /^Victory\n/;

/** Sections a player reads together share a page; every other section has its own. */
const PAGE_GROUPS: Record<string, { title: string; sections: string[] }> = {
  'game-round': {
    title: 'Game Round',
    sections: ['strategy-phase', 'action-phase', 'strategic-action', 'tactical-action', 'component-action', 'status-phase', 'agenda-phase'],
  },
  combat: { title: 'Space Combat and Invasion', sections: ['tactical-action-space-combat', 'tactical-action-invasion'] },
  'unit-abilities': {
    title: 'Unit Abilities',
    sections: ['unit-abilities', 'anti-fighter-barrage', 'bombardment', 'planetary-shield', 'production', 'space-cannon', 'sustain-damage'],
  },
};

/** Misspellings of the note, fixed where they occur. */
const TYPOS: [RegExp, string][] = [
  [/\bpreceeded\b/g, 'preceded'],
  [/\bPromisory/g, 'Promissory'],
  [/\bInflucence\b/g, 'Influence'],
  [/\btemperory\b/g, 'temporary'],
  [/\badjancent\b/g, 'adjacent'],
  [/\bMegatol\b/g, 'Mecatol'],
  [/\bbottomright\b/g, 'bottom-right'],
  [/\bSuper Nova\b/g, 'Supernova'],
];

interface Section {
  id: string;
  title: string;
  page: string;
  pageTitle: string;
  group: string;
  line: number;
  blocks: Block[];
}

const isCapsLine = (s: string) => s.length <= 60 && /[A-Z]/.test(s) && !/[a-z]/.test(s);
const sentenceEnd = /[.!?:;)"”]$/;

export function parseSummary(text: string): ParseResult {
  const report: ReportLine[] = [];
  const lines = text.split(/\r?\n/);
  const span = (from: number, to: number) => lines.slice(from - 1, to).join('\n').trim();
  const discard = (from: number, to: number, kind: string, reason: string) => {
    const before = span(from, to);
    if (before) report.push({ source: SOURCE, action: 'discard', kind, where: from === to ? `line ${from}` : `lines ${from}-${to}`, before, reason });
  };
  const repaired = (line: number, repairs: Repair[]) =>
    repairs.forEach((r) => report.push({ source: SOURCE, action: 'repair', where: `line ${line}`, ...r }));

  // Front matter and code fences are blanked in place, so that line numbers stay the source's.
  const body = [...lines];
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    discard(1, end + 1, 'front-matter', 'note metadata: player count, duration, tags, cover image link');
    for (let i = 0; i <= end; i++) body[i] = '';
  }
  let open: number | undefined;
  body.forEach((l, i) => {
    if (!/^```\s*$/.test(l)) return;
    body[i] = '';
    if (open === undefined) open = i;
    else {
      const inner = lines.slice(open + 1, i).join(' ');
      repaired(open + 1, [{ kind: 'code-fence', before: '```' + inner.slice(0, 40), after: inner.slice(0, 40) }]);
      open = undefined;
    }
  });

  const clean = (t: string, line: number) => {
    const camel = splitCamelCaseWords(t);
    repaired(line, camel.repairs);
    let value = camel.value;
    for (const [pattern, after] of TYPOS) {
      const fixed = value.replace(pattern, after);
      if (fixed !== value) repaired(line, [{ kind: 'typo', before: value.match(pattern)![0], after }]);
      value = fixed;
    }
    return value;
  };

  const nodes = fromMarkdown(body.join('\n')).children;
  const sections: Section[] = [];
  const cheat: Section = { id: 'summary:cheat-sheet', title: 'Cheat Sheet', page: 'cheat-sheet', pageTitle: 'Cheat Sheet', group: 'Cheat Sheet', line: 0, blocks: [] };
  let part: 'overview' | 'quick' | 'rules' | 'pok' | 'cheat' | 'junk' = 'overview';
  let current: Section | undefined;
  let dropping: { from: number; reason: string; kind: string } | undefined;
  let label: string | undefined;

  const startLine = (n: RootContent) => n.position!.start.line;
  const endLine = (n: RootContent) => n.position!.end.line;
  const stopDropping = (before: number) => {
    if (dropping) discard(dropping.from, before - 1, dropping.kind, dropping.reason);
    dropping = undefined;
  };
  const openSection = (title: string, slug: string, line: number, idPrefix: string, group: string) => {
    const id = `${idPrefix}${slug}`;
    const pageGroup = Object.entries(PAGE_GROUPS).find(([, g]) => g.sections.includes(slug));
    const page = part === 'quick' ? 'quick-start' : part === 'pok' ? 'prophecy-of-kings' : (pageGroup?.[0] ?? slug);
    const pageTitle = part === 'quick' ? QUICK_START : part === 'pok' ? 'Prophecy of Kings' : (pageGroup?.[1].title ?? title);
    current = { id, title, page, pageTitle, group, line, blocks: [] };
    label = undefined;
    sections.push(current);
  };

  const paragraphBlocks = (p: Paragraph, target: Block[]) => {
    const line = startLine(p);
    const raw = toString(p);
    const [first = '', ...rest] = raw.split('\n');
    if (isCapsLine(first.trim()) && rest.length > 0) {
      target.push({ type: 'paragraph', label: clean(titleCase(first.trim()), line), text: clean(flatten(rest.join('\n')), line) });
    } else if (isCapsLine(raw.trim())) {
      label = clean(titleCase(raw.trim()), line);
    } else {
      target.push({ type: 'paragraph', text: clean(flatten(raw), line), ...(label ? { label } : {}) });
      label = undefined;
    }
  };
  const number = (li: ListItem) => /^\s*(\d+)[.)]/.exec(lines[startLine(li) - 1] ?? '')?.[1];
  /** A list as one ListBlock with its nesting ("2. Action Phase:" over bullets, a lettered run and a numbered breakdown), or false. */
  // The transcript hangs an item's wrapped lines in; in an item wrapped that way, a line back at
  // the margin starts a new paragraph of it ("Announce the outcome ...", "FOR OR AGAINST: ...",
  // "ELECT PLAYER: ..." under "2. VOTE:").
  const hangingParagraphs = (p: Paragraph) => {
    const from = startLine(p);
    const raw = toString(p).split('\n');
    const source = lines.slice(from - 1, from - 1 + raw.length);
    const hung = raw.length === endLine(p) - from + 1 && source.some((l, k) => k > 0 && /^\s+\S/.test(l));
    const parts: { text: string; line: number }[] = [];
    raw.forEach((l, k) => {
      if (k === 0 || (hung && /^\S/.test(source[k]!))) parts.push({ text: l, line: from + k });
      else parts.at(-1)!.text += `\n${l}`;
    });
    return parts;
  };
  const nestedList = (list: List, target: Block[]): boolean => {
    const entries = listEntries(list, { number, isHeading: isCapsLine, paragraphs: hangingParagraphs });
    if (!entries) return false;
    for (const e of entries) {
      if (e.lettered) repaired(e.line, [{ kind: 'lettered-list', before: e.lettered, after: 'a numbered list one level down' }]);
    }
    const ready = entries.map((e) => ({ ...e, text: clean(flatten(e.text), e.line) }));
    target.push(entriesToBlock(ready, list.ordered ?? false, Number(number(list.children[0]!) ?? 1)));
    return true;
  };
  const listBlocks = (list: List, target: Block[]) => {
    if (label) {
      target.push({ type: 'paragraph', label, text: '' });
      label = undefined;
    }
    if (nestedList(list, target)) return;
    // Steps with headings ("2. MOVEMENT ...") read as labelled paragraphs. Sub-steps the transcript
    // left at the level of their step ("1. FIRST AGENDA" then "1. REVEAL AGENDA:", "2. VOTE: ..."):
    // a run of items without a heading is a list under the step's label.
    let run: ListItem[] = [];
    const flush = () => {
      if (run.length && !nestedList({ ...list, children: run }, target)) run.forEach((li) => numberedParagraphs(li, target));
      run = [];
    };
    list.children.forEach((li) => {
      const head = li.children[0];
      if (head?.type === 'paragraph' && !isCapsLine(toString(head).split('\n')[0]!.trim())) run.push(li);
      else {
        flush();
        numberedParagraphs(li, target);
      }
    });
    flush();
  };
  /** An item read as paragraphs: "3. Status Phase: ..." as text, a step heading ("2. MOVEMENT") as a label. */
  const numberedParagraphs = (li: ListItem, target: Block[]) => {
    const [head, ...more] = li.children;
    const n = number(li);
    const prefix = n ? `${n}. ` : '';
    if (head?.type === 'paragraph') {
      const raw = toString(head);
      const [first = '', ...rest] = raw.split('\n');
      if (isCapsLine(first.trim())) {
        target.push({ type: 'paragraph', label: clean(prefix + titleCase(first.trim()), startLine(li)), text: clean(flatten(rest.join('\n')), startLine(li)) });
      } else {
        target.push({ type: 'paragraph', text: clean(prefix + flatten(raw), startLine(li)) });
      }
    }
    for (const child of more) contentBlocks(child, target);
  };
  const contentBlocks = (n: RootContent, target: Block[]) => {
    if (n.type === 'paragraph') paragraphBlocks(n, target);
    else if (n.type === 'list') listBlocks(n, target);
    else if (n.type === 'heading') label = clean(titleCase(toString(n).replace(/:$/, '')), startLine(n));
    else if (n.type === 'code') paragraphBlocks({ type: 'paragraph', children: [{ type: 'text', value: n.value }], position: n.position }, target);
    else if (n.type !== 'thematicBreak') {
      report.push({ source: SOURCE, action: 'unresolved', kind: 'unknown-markup', where: `line ${startLine(n)}`, before: span(startLine(n), endLine(n)), reason: `markdown ${n.type} left out` });
    }
  };

  for (const n of nodes) {
    const line = startLine(n);
    const heading = n.type === 'heading' ? toString(n).trim() : undefined;
    if (n.type === 'heading' && n.depth === 1) {
      stopDropping(line);
      current = undefined;
      if (heading === RULES) {
        part = 'rules';
        discard(line, line, 'structure-heading', 'note heading: the summary pages carry it');
      } else {
        // The note's title opens the overview; a title after the rules opens trailing junk.
        part = part === 'overview' || part === 'quick' ? 'overview' : 'junk';
        dropping = { from: line, kind: 'off-topic', reason: OVERVIEW_REASONS[heading!] ?? 'not part of the rules summary' };
      }
      continue;
    }
    if (part === 'overview' || part === 'quick') {
      if (n.type === 'heading' && n.depth === 2) {
        stopDropping(line);
        current = undefined;
        part = heading === QUICK_START ? 'quick' : 'overview';
        if (part === 'quick') discard(line, line, 'structure-heading', 'guide heading: the quick-start page carries it');
        else dropping = { from: line, kind: 'off-topic', reason: OVERVIEW_REASONS[heading!] ?? 'not part of the rules summary' };
        continue;
      }
      if (part === 'quick' && n.type === 'heading' && n.depth === 3 && !OVERVIEW_REASONS[heading!]) {
        stopDropping(line);
        current = undefined;
        discard(line, line, 'structure-heading', 'guide sub-heading: the quick-start page carries it');
        continue;
      }
      if (part === 'quick' && n.type === 'heading') {
        stopDropping(line);
        const title = heading!.replace(/:$/, '');
        if (OVERVIEW_REASONS[title]) {
          current = undefined;
          dropping = { from: line, kind: 'off-topic', reason: OVERVIEW_REASONS[title]! };
        } else {
          openSection(title, slugify(title), line, 'summary:quick-', QUICK_START);
        }
        continue;
      }
      if (part === 'quick' && current && !dropping) contentBlocks(n, current.blocks);
      else dropping ??= { from: line, kind: 'off-topic', reason: 'not part of the rules summary' };
      continue;
    }
    if (part === 'junk') continue;
    if (n.type === 'paragraph' && CHEAT_SHEET_START.test(toString(n))) {
      part = 'cheat';
      cheat.line = line;
    }
    if (part === 'cheat') {
      if (n.type === 'thematicBreak') continue;
      cheatSheetBlock(n, cheat, lines, clean, discard, repaired);
      continue;
    }
    if (n.type === 'heading' && n.depth === 2) {
      const title = titleCase(heading!.replace(/^\d+\.\s*/, ''));
      if (heading === POK) {
        part = 'pok';
        current = undefined;
        discard(line, line, 'structure-heading', 'expansion heading: the pok: ids and page carry it');
        continue;
      }
      stopDropping(line);
      openSection(title, slugify(title), line, part === 'pok' ? 'pok:' : 'summary:', part === 'pok' ? 'Prophecy of Kings' : 'Rules Summary');
      continue;
    }
    if (current) contentBlocks(n, current.blocks);
  }
  stopDropping(lines.length + 1);

  const kept = dropRepeats(sections.filter((s) => s.blocks.length || reportEmpty(s, discard)), discard);
  if (cheat.blocks.length) kept.push(cheat);
  return { pages: toPages(kept), report };
}

/** A heading with nothing under it only groups the sections after it ("GAME ROUND"). */
function reportEmpty(s: Section, discard: (from: number, to: number, kind: string, reason: string) => void): false {
  discard(s.line, s.line, 'structure-heading', 'group heading with no text of its own');
  return false;
}

/**
 * The note pastes parts of the rules summary again (the game round three times, the unit
 * abilities twice). The first copy of a section is kept; later ones are discarded, as an exact
 * duplicate or as a second (condensed) version.
 */
function dropRepeats(sections: Section[], discard: (from: number, to: number, kind: string, reason: string) => void): Section[] {
  const first = new Map<string, Section>();
  const words = (s: Section) => s.blocks.map((b) => (b.type === 'list' ? b.items.join(' ') : `${b.label ?? ''} ${b.text}`)).join(' ').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  const out: Section[] = [];
  const ends = sections.map((s, k) => (sections[k + 1]?.line ?? s.line + 1) - 1);
  sections.forEach((s, k) => {
    const earlier = first.get(s.id);
    if (!earlier) {
      first.set(s.id, s);
      out.push(s);
    } else if (words(earlier) === words(s)) {
      discard(s.line, ends[k]!, 'duplicate', `repeats the section at line ${earlier.line} word for word`);
    } else {
      discard(s.line, ends[k]!, 'duplicate', `second version of the section at line ${earlier.line}, which is kept`);
    }
  });
  return out;
}

/** Soft line breaks of a hard-wrapped paragraph become spaces; "anti-\nfighter" stays one word. */
function flatten(text: string): string {
  return text.replace(/-\n\s*/g, '-').replace(/\s*\n\s*/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * One markdown paragraph of the cheat sheet. A short line of its own is a label ("Round", "MISC")
 * for the lines after it; numbers alone are catalogue junk; a chunk starting in lowercase finishes
 * an unfinished paragraph (the notes were pasted out of order); "[Obj]ective" abbreviations are
 * spelt out.
 */
function cheatSheetBlock(
  n: RootContent,
  cheat: Section,
  lines: string[],
  clean: (t: string, line: number) => string,
  discard: (from: number, to: number, kind: string, reason: string) => void,
  repaired: (line: number, repairs: Repair[]) => void,
) {
  const line = n.position!.start.line;
  const end = n.position!.end.line;
  const raw = lines.slice(line - 1, end).join('\n').trim();
  if (n.type !== 'paragraph' || !/[A-Za-z]/.test(raw)) {
    discard(line, end, 'junk', 'board-game statistics without labels (player count, minutes, weight)');
    return;
  }
  const isLabel = (l: string) => l.split(/\s+/).length <= 3 && !/[:.]/.test(l);
  const chunks: { label?: string; lines: string[]; line: number }[] = [];
  raw.split('\n').forEach((l, k) => {
    if (isLabel(l)) chunks.push({ label: titleCase(l), lines: [], line: line + k });
    else if (chunks.length) chunks.at(-1)!.lines.push(l);
    else chunks.push({ lines: [l], line: line + k });
  });
  for (const chunk of chunks) {
    const text = chunk.lines.length ? clean(expand(flatten(chunk.lines.join('\n')), cheat, chunk.line, repaired), chunk.line) : '';
    const pending = cheat.blocks.at(-1);
    if (!chunk.label && /^[a-z]/.test(text) && appendFragment(cheat, text, chunk.line, repaired)) continue;
    if (!chunk.label && pending?.type === 'paragraph' && pending.label && pending.text === '') pending.text = text;
    else cheat.blocks.push({ type: 'paragraph', text, ...(chunk.label ? { label: chunk.label } : {}) });
  }
}

/** Appends a fragment to the paragraph it finishes: the one left with an open "(" if it closes one. */
function appendFragment(cheat: Section, text: string, line: number, repaired: (line: number, repairs: Repair[]) => void): boolean {
  const unbalanced = (t: string) => (t.match(/\(/g) ?? []).length - (t.match(/\)/g) ?? []).length;
  const unfinished = cheat.blocks.filter((b): b is Extract<Block, { type: 'paragraph' }> => b.type === 'paragraph' && b.text !== '' && !sentenceEnd.test(b.text)).reverse();
  const open = (unbalanced(text) < 0 && unfinished.find((b) => unbalanced(b.text) > 0)) || unfinished[0];
  if (!open) return false;
  repaired(line, [{ kind: 'displaced-fragment', before: `${open.text.slice(-30)} … ${text.slice(0, 30)}`, after: `${open.text.slice(-30)} ${text.slice(0, 30)}` }]);
  open.text = `${open.text} ${text}`;
  return true;
}

/** Abbreviations the cheat sheet defines by bracketing a word's start ("[Obj]ective"). */
const abbreviations = new WeakMap<Section, Map<string, string>>();

/** "[Obj]ective" -> "Objective" (and learns Obj); a later bare "[Obj]" -> "Objective". */
function expand(text: string, cheat: Section, line: number, repaired: (line: number, repairs: Repair[]) => void): string {
  const known = abbreviations.get(cheat) ?? new Map<string, string>();
  abbreviations.set(cheat, known);
  return text.replace(/\[(\w+)\](\w*)/g, (whole: string, abbr: string, tail: string) => {
    let word = abbr + tail;
    if (tail) known.set(abbr.toLowerCase(), word);
    else word = known.get(abbr.toLowerCase()) ?? [...known].find(([a]) => a.startsWith(abbr.toLowerCase()))?.[1] ?? abbr;
    repaired(line, [{ kind: 'abbreviation', before: whole, after: word }]);
    return word;
  });
}

function toPages(sections: Section[]): ParsedPage[] {
  const pages = new Map<string, ParsedPage>();
  for (const s of sections) {
    let page = pages.get(s.page);
    if (!page) {
      page = { source: SOURCE, game: 'TI4', route: `/summary/${s.page}`, file: `summary/${s.page}.md`, title: s.pageTitle, items: [] };
      pages.set(s.page, page);
    }
    const item: ParsedItem = { id: s.id, kind: 'section', title: s.title, section: s.group, anchor: s.id.replace(/^[a-z]+:/, ''), blocks: s.blocks };
    page.items.push(item);
  }
  return [...pages.values()];
}
