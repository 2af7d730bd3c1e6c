/**
 * The LRR 1.1 changelog: a version line, then groups (errata, corrections, additions) of entries
 * "name ........ target", each an item under its group's heading item.
 */
import { CHANGELOG_ID, changeGroupId, changeGroupSlug } from '../../corpus/changelog';
import { slugify } from '../text/slug';
import { titleCase } from '../text/title-case';
import type { ParsedItem, ParsedPage, ReportLine } from '../types';
import { type Flag, SOURCE, sectionPage } from './dump';

const GROUPS = ['ERRATA', 'CORRECTIONS', 'ADDITIONS AND CLARIFICATIONS'];
/** What a changelog line points at: rule numbers, a page, a setup step, or (errata) a card type. */
const TARGET =
  /^(\d{1,2}\.\d{1,2}(?:\s*[–-]\s*\d{1,2}\.\d{1,2})?(?:,\s*\d{1,2}\.\d{1,2})*|page \d+|step \d+, substep [ivx]+|(?:[A-Z][\w ]*? )?(?:Ability|Card|Technology|Flagship|Note|Agenda|Unit))(?:\s+|$)/;

/** Where each group's header is in the changelog's body. */
type GroupAt = { g: string; at: number }[];

/** The changelog page: the version item, then per group a heading item and one item per entry. */
export function changelogPage(raw: string, line: number, report: ReportLine[], flag: Flag): ParsedPage {
  const id = CHANGELOG_ID;
  const where = `line ${line} (${id})`;
  const body = raw.replace(/^Changelog/, '').trim();
  const groupAt = GROUPS.map((g) => ({ g, at: body.indexOf(g) })).filter((x) => x.at >= 0);
  reportGluedHeaders(raw, body, groupAt, where, report);
  const version = body.slice(0, groupAt[0]?.at ?? body.length).trim();
  const items: ParsedItem[] = [
    { id, kind: 'section', title: 'LRR 1.1 Changelog', anchor: 'changelog', blocks: [{ type: 'paragraph', text: version }] },
  ];
  groupAt.forEach(({ g, at }, i) => items.push(...groupItems(g, body.slice(at + g.length, groupAt[i + 1]?.at ?? body.length), where, flag)));
  return sectionPage('changelog', 'LRR 1.1 Changelog', items);
}

/** The page title and the group headers are glued to their neighbours: "ChangelogLIVING", "02/03/18ERRATA". Each is reported as split. */
function reportGluedHeaders(raw: string, body: string, groupAt: GroupAt, where: string, report: ReportLine[]): void {
  const glued = [
    { before: raw.slice(0, 'Changelog'.length + 8), header: 'Changelog' },
    ...groupAt.filter(({ at }) => /\S/.test(body[at - 1] ?? ' ')).map(({ g, at }) => ({ before: body.slice(Math.max(0, at - 10), at + g.length), header: g })),
  ];
  for (const g of glued) {
    const after = g.before.replace(g.header, ` ¶ ${g.header} ¶ `).trim();
    report.push({ source: SOURCE, action: 'repair', kind: 'glued-header', where, before: g.before, after });
  }
}

/**
 * A group's items: its heading (an item of its own, so a "changed in 1.1" mark can link to it),
 * then an entry per name and target. Dot leaders separate the pieces, and each piece after the
 * first is the last entry's target followed by the next entry's name.
 */
function groupItems(g: string, content: string, where: string, flag: Flag): ParsedItem[] {
  const id = CHANGELOG_ID;
  const section = titleCase(g);
  const group = changeGroupSlug(g);
  const heading = changeGroupId(group);
  const items: ParsedItem[] = [{ id: heading, kind: 'section', title: section, parent: id, anchor: group, blocks: [] }];
  const parts = content.split(/\s*(?:\.\s?){4,}\s*/).map((p) => p.trim());
  let name = parts[0]!;
  for (const part of parts.slice(1)) {
    const m = TARGET.exec(part);
    if (!m) {
      flag(where, 'changelog-entry', `${name} … ${part}`.slice(0, 80), 'no rule number, page, step or card type after the dot leader');
      name = part;
      continue;
    }
    const target = m[1]!;
    const slug = slugify(name);
    items.push({
      id: `${id}/${group}-${slug}`,
      kind: 'section',
      title: name,
      parent: heading,
      section,
      anchor: `${group}-${slug}`,
      blocks: [{ type: 'paragraph', text: group === 'errata' ? `${name} (${target})` : `${name} ${target}` }],
    });
    name = part.slice(m[0].length).trim();
  }
  if (name) flag(where, 'changelog-entry', name.slice(0, 80), 'a name without a target at the end of the group');
  return items;
}
