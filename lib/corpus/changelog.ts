/**
 * The LRR 1.1 changelog in the corpus: `lrr11:changelog`, one heading item per group of the
 * changelog (`lrr11:changelog/errata`), and under each heading one item per change, which refers
 * to the rules it names. A change is no ruling: it says only that a rule changed, and how.
 */
export const CHANGELOG_ID = 'lrr11:changelog';

/** The changelog's own headings, by the group slug of their ids, and what a change under each is. */
export const CHANGE_GROUPS = {
  errata: { heading: 'Errata', kind: 'erratum' },
  corrections: { heading: 'Corrections', kind: 'correction' },
  additions: { heading: 'Additions and Clarifications', kind: 'addition or clarification' },
} as const;

export type ChangeGroup = keyof typeof CHANGE_GROUPS;

/** The slug of a changelog heading as printed ("ADDITIONS AND CLARIFICATIONS" -> additions). */
export const changeGroupSlug = (heading: string) => heading.trim().split(/\s+/)[0]!.toLowerCase();

export const changeGroupId = (group: string) => `${CHANGELOG_ID}/${group}`;

/** The group of a changelog change (an item under one of its headings), or undefined for any other item. */
export function changeGroupOf(item: { parent?: string }): ChangeGroup | undefined {
  const prefix = `${CHANGELOG_ID}/`;
  if (!item.parent?.startsWith(prefix)) return undefined;
  const group = item.parent.slice(prefix.length);
  return Object.hasOwn(CHANGE_GROUPS, group) ? (group as ChangeGroup) : undefined;
}

export const isChange = (item: { parent?: string }) => changeGroupOf(item) !== undefined;
