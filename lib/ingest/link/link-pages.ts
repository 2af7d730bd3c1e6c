import type { BlockContent, PhrasingContent } from 'mdast';
import type { Game } from '../../corpus/types';
import type { ContentItem, ContentPage } from '../../content/types';
import { itemUrl } from '../../content/urls';
import { stepName } from '../lrr/pages';
import type { Block, ParsedItem, ParsedPage } from '../types';
import { listToMdast } from './list-mdast';
import { linkText, type BareTerm, type PhraseLink } from './link-text';
import { CONCEPTS } from './concepts';
import { mentionedEntries, type MentionTarget } from './mentions';
import { quotedNames } from './quotes';
import { buildTermIndex, termKey, type Term, type TermIndex } from './terms';

/** How the texts of one game are linked: a game's texts only ever link to the same game's items. */
interface GameLinker {
  index: TermIndex;
  phrases: PhraseLink[];
  /** Names matched without quotes, in rulings only (unit abilities and strategy cards). */
  bare: BareTerm[];
  /** LRR entries and headed rules a ruling may concern by mentioning them in plain words. */
  entries: MentionTarget[];
  /** Ids of the same game's items by URL, to read back what a linked text links to. */
  idByUrl: ReadonlyMap<string, string>;
}

/**
 * Links every page: quoted names, rule numbers and page references in the text become links to the
 * same game's items, and a ruling gets refs to the entries it concerns.
 */
export function pageLinker(pages: ParsedPage[]): (page: ParsedPage) => ContentPage {
  const linkers = gameLinkers(pages);
  return (page) => linkPage(page, linkers.get(page.game)!);
}

function gameLinkers(pages: ParsedPage[]): Map<Game, GameLinker> {
  const target = (page: ParsedPage, item: ParsedItem) => ({ id: item.id, url: itemUrl(page.route, item) });
  const byGame = new Map<Game, GameLinker>();
  for (const game of ['TI4', 'TI3', 'EotV'] as const) {
    const own = pages.filter((p) => p.game === game);
    const official: Term[] = [];
    const other: Term[] = [];
    const numbered: { number: string; term: Term }[] = [];
    const bare: BareTerm[] = [];
    for (const page of own) {
      for (const item of page.items) {
        const term: Term = { ...target(page, item), names: [] };
        if (page.source === 'ti4-lrr-1.2') {
          if (item.kind === 'entry') {
            term.names.push(item.title, page.title);
            // Unit abilities and strategy cards are named in rulings without quotes ("Sustain Damage").
            const qualifier = page.meta?.qualifier;
            if ((qualifier === 'Unit Ability' || qualifier === 'Strategy Card') && !AMBIGUOUS_BARE.has(item.title)) {
              bare.push({ name: item.title, term });
            }
          }
          if (item.number) numbered.push({ number: item.number, term });
          official.push(term);
        } else if (item.kind === 'errata' || item.kind === 'glossary' || (item.kind === 'section' && !item.parent)) {
          term.names.push(item.title);
          other.push(term);
        }
      }
    }
    official.push(...uniqueStepTerms(own));
    const byId = new Map(own.flatMap((p) => p.items.map((i) => [i.id, target(p, i)] as const)));
    const phrases = PAGE_REFERENCES.flatMap(({ pattern, id }) => {
      const t = byId.get(id);
      return t ? [{ pattern, target: t }] : [];
    });
    const entries = mentionTargets(own.filter((p) => p.source === 'ti4-lrr-1.2'));
    const idByUrl = new Map([...byId.entries()].map(([id, t]) => [t.url, id]));
    byGame.set(game, { index: buildTermIndex([...official, ...other], numbered), phrases, bare, entries, idByUrl });
  }
  return byGame;
}

/**
 * References by page of the printed LRR ("the timing rules on page 4"), which the transcriptions
 * kept: they point at the sections recovered from LRR 1.1.
 */
const PAGE_REFERENCES: { pattern: RegExp; id: string }[] = [
  { pattern: /timing rules on page 4|Timing page 4/, id: 'lrr11:timing' },
  { pattern: /Complete Setup step 12/, id: 'lrr11:complete-setup/12' },
  { pattern: /Abilities on page 6/, id: 'lrr:1' },
];

/**
 * "Technology", "Trade" and "Production" open too many sentences, or name too many other things,
 * to be taken as the card or ability without quotes.
 */
const AMBIGUOUS_BARE = new Set(['Technology', 'Trade', 'Production']);

/** Quoted step names ("Move Ships", "Announce Retreats") point at their rule when only one rule has the name. */
function uniqueStepTerms(pages: ParsedPage[]): Term[] {
  const steps = new Map<string, Term[]>();
  for (const page of pages.filter((p) => p.source === 'ti4-lrr-1.2')) {
    for (const item of page.items) {
      const name = item.kind === 'rule' ? stepName(item.blocks) : undefined;
      if (name) steps.set(name, [...(steps.get(name) ?? []), { id: item.id, url: itemUrl(page.route, item), names: [name] }]);
    }
  }
  return [...steps.values()].filter((c) => c.length === 1).map((c) => c[0]!);
}

/**
 * What a ruling may mention in plain words: every entry by its title, every rule with a heading of
 * its own ("Agenda Phase: Voting", "Technology: Valefar Assimilator") when no other rule or entry
 * has that heading, and the entries of CONCEPTS by their words.
 */
function mentionTargets(lrr: ParsedPage[]): MentionTarget[] {
  const entries = lrr.flatMap((p) => p.items.filter((i) => i.kind === 'entry').map((i) => ({ item: i, qualifier: p.meta?.qualifier })));
  const titles = new Set(entries.map((e) => termKey(e.item.title)));
  const headed = new Map<string, ParsedItem[]>();
  for (const rule of lrr.flatMap((p) => p.items.filter((i) => i.kind === 'rule'))) {
    const heading = /: (.+)$/.exec(rule.title)?.[1];
    if (heading && !titles.has(termKey(heading))) headed.set(termKey(heading), [...(headed.get(termKey(heading)) ?? []), rule]);
  }
  const byTitle = new Map(entries.map((e) => [e.item.title, e.item.id]));
  return [
    ...entries.map(({ item, qualifier }) => ({ id: item.id, title: item.title, named: qualifier === 'Unit Ability' || qualifier === 'Strategy Card' })),
    ...[...headed.values()].filter((rules) => rules.length === 1).map(([rule]) => ({ id: rule!.id, title: /: (.+)$/.exec(rule!.title)![1]!, rule: true })),
    ...CONCEPTS.flatMap(({ words, entry }) => {
      const id = byTitle.get(entry);
      return id ? words.map((title) => ({ id, title, rule: true })) : [];
    }),
  ];
}

/** FAQ headings that name their entry differently ("AGENDAS (FAQ)" rules on agenda cards). */
const SECTION_TOPICS: Record<string, string> = { Agendas: 'Agenda Card' };

const plainText = (blocks: Block[]) => blocks.map((b) => (b.type === 'list' ? b.items.join(' ') : b.text)).join(' ');

/** Ids a linked block links to. */
function linkedIds(blocks: BlockContent[], idByUrl: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  const walk = (node: { type: string; url?: string; children?: unknown[] }) => {
    if (node.type === 'link' && node.url && idByUrl.has(node.url)) out.push(idByUrl.get(node.url)!);
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  blocks.forEach((b) => walk(b));
  return out;
}

function linkPage(page: ParsedPage, { index, phrases, bare, entries, idByUrl }: GameLinker): ContentPage {
  const ruling = page.source === 'ti4-faq';
  const items = page.items.map((item): ContentItem => {
    const skip = new Set([item.id, ...(item.parent ? [item.parent] : [])]);
    const ctx = { index, skip, numbers: page.game === 'TI4', bare: ruling ? bare : [] };
    const link = (text: string) => linkText(text, ctx, phrases);
    // A ruling under "PRODUCTION (FAQ)" concerns the Production entry even if its text never says so.
    const topic = item.section ? index.byName.get(termKey(SECTION_TOPICS[item.section] ?? item.section)) : undefined;
    const mentioned = ruling ? mentionedEntries(plainText(item.blocks), entries) : [];
    const refs = [...new Set([...(item.refs ?? []), ...(ruling && topic ? [topic.id] : []), ...mentioned])].filter((id) => !skip.has(id));
    const { blocks, refs: _, ...rest } = item;
    return { ...rest, ...(refs.length ? { refs } : {}), children: blocks.map((b) => toMdast(b, link)) };
  });
  return { source: page.source, game: page.game, route: page.route, title: page.title, meta: page.meta ?? {}, items: ruling ? withSiblingTopics(page, items, idByUrl) : items };
}

/**
 * A ruling that reaches no LRR rule by itself takes the rules of the rulings beside it that quote
 * the same card or ability: "The Matriarch" asked about twice under the Naalu is one topic, and
 * so is "Chaos Mapping" under the Saar. "The" is not part of the name ("The Alastor", "Alastor").
 */
function withSiblingTopics(page: ParsedPage, items: ContentItem[], idByUrl: ReadonlyMap<string, string>): ContentItem[] {
  const isLrr = (id: string) => id.startsWith('lrr:');
  const rules = items.map((item) => [...new Set([...(item.refs ?? []), ...linkedIds(item.children, idByUrl)])].filter(isLrr));
  const names = page.items.map((item) => new Set(quotedNames(plainText(item.blocks)).map((q) => termKey(q.name.replace(/^the\s+/i, '')))));
  return items.map((item, i) => {
    if (rules[i]!.length) return item;
    const shared = items.flatMap((_, j) => (j !== i && [...names[i]!].some((n) => names[j]!.has(n)) ? rules[j]! : []));
    return shared.length ? { ...item, refs: [...new Set([...(item.refs ?? []), ...shared])] } : item;
  });
}

function toMdast(block: Block, link: (text: string) => PhrasingContent[]): BlockContent {
  if (block.type === 'list') return listToMdast(block, link);
  const children = block.text ? link(block.text) : [];
  if (block.label) {
    const label = /^[A-Z]$/.test(block.label) ? `${block.label}:` : block.label;
    children.unshift({ type: 'strong', children: [{ type: 'text', value: label }] }, ...(block.text ? [{ type: 'text' as const, value: ' ' }] : []));
  }
  return { type: 'paragraph', children };
}

