/**
 * The shipped documents, one column per field (each field's values side by side compress better
 * than each item's), with what follows from other fields left out: an item's URL is its page (one
 * of a table) and an anchor its id mostly gives (./item-anchors.ts), an LRR number is its id's
 * tail, a rule's title is often its entry's and a ruling's is its question's (made so by the
 * ingest, ../ingest/text/question-title.ts), parents and links item indices, sources and kinds
 * indices into their tables, ids front-coded (./front-coded.ts). `unpackPackedDocs(packDocs(docs))`
 * gives `docs` back exactly.
 */
import type { ItemKind, SourceId } from '../corpus/types';
import { questionTitle } from '../ingest/text/question-title';
import { frontCode, frontDecode, type FrontCoded } from './front-coded';
import { ANCHOR_FORMS, idTail } from './item-anchors';
import type { SearchDoc } from './shipped';

/** Each distinct value once, and each item's as an index into them. */
interface Tabled<T> {
  values: T[];
  of: number[];
}

/** Where a value is its item's derived one, a number stands for how (JSON numbers are never the strings they stand for). */
const FROM_PARENT = 0;
const FROM_QUESTION = 1;
const FROM_ID = 0;
const NO_ANCHOR = -1;
const NO_PARENT = -1;

/** An item's index, or the id of one not in the index (a test's corpus may point outside itself). */
type Reference = number | string;

export interface PackedDocs {
  id: FrontCoded;
  /** FROM_PARENT: the parent's title; FROM_QUESTION: the title of the question its text opens with. */
  title: (string | typeof FROM_PARENT | typeof FROM_QUESTION)[];
  /** '': none; FROM_ID: the id's tail. */
  number: (string | typeof FROM_ID)[];
  source: Tabled<SourceId>;
  kind: Tabled<ItemKind>;
  /** The URL without its anchor. */
  page: Tabled<string>;
  /** NO_ANCHOR, the index of the anchor's form in ANCHOR_FORMS, or the anchor itself. */
  anchor: (string | number)[];
  text: string[];
  aliases: string[][];
  /** '': none. */
  section: string[];
  /** The parent's index, NO_PARENT for none, its id for one not in the index. */
  parent: Reference[];
  links: Reference[][];
  asked: string[][];
  logged: string[];
}

function tabled<T>(values: readonly T[]): Tabled<T> {
  const distinct = [...new Set(values)];
  const at = new Map(distinct.map((v, i) => [v, i]));
  return { values: distinct, of: values.map((v) => at.get(v)!) };
}

/** A ruling's title as the ingest makes it, from its text's first line ("Q: ..."). */
const titleOfQuestion = (text: string) => questionTitle(text.split('\n', 1)[0]!);

const untabled = <T>({ values, of }: Tabled<T>): T[] => of.map((i) => values[i]!);

/** A title, or how it follows: from `parentTitle` (its parent's, if any) or from its text's question. */
function packTitle(doc: SearchDoc, parentTitle: string | undefined): PackedDocs['title'][number] {
  if (doc.title === parentTitle) return FROM_PARENT;
  return doc.title === titleOfQuestion(doc.text) ? FROM_QUESTION : doc.title;
}

/** A URL's page and anchor: "/rules/movement#49.4" -> ["/rules/movement", "49.4"]. */
function splitUrl(url: string): [page: string, anchor: string | undefined] {
  const hash = url.indexOf('#');
  return hash < 0 ? [url, undefined] : [url.slice(0, hash), url.slice(hash + 1)];
}

function packAnchor(id: string, anchor: string | undefined): string | number {
  if (anchor === undefined) return NO_ANCHOR;
  const form = ANCHOR_FORMS.findIndex((f) => f(id) === anchor);
  return form < 0 ? anchor : form;
}

function unpackUrl(id: string, page: string, anchor: string | number): string {
  if (anchor === NO_ANCHOR) return page;
  return `${page}#${typeof anchor === 'number' ? ANCHOR_FORMS[anchor]!(id) : anchor}`;
}

export function packDocs(docs: readonly SearchDoc[]): PackedDocs {
  const at = new Map(docs.map((d, i) => [d.id, i]));
  const reference = (id: string): Reference => at.get(id) ?? id;
  const titleOf = (id: string | undefined) => (id === undefined ? undefined : docs[at.get(id) ?? -1]?.title);
  const urls = docs.map((d) => splitUrl(d.url));
  // The long text columns first: 0.6 KB smaller gzipped than in the fields' order.
  return {
    text: docs.map((d) => d.text),
    title: docs.map((d) => packTitle(d, titleOf(d.parent))),
    asked: docs.map((d) => d.asked),
    logged: docs.map((d) => d.logged),
    id: frontCode(docs.map((d) => d.id)),
    number: docs.map((d) => (d.number === undefined ? '' : d.number === idTail(d.id) ? FROM_ID : d.number)),
    source: tabled(docs.map((d) => d.source)),
    kind: tabled(docs.map((d) => d.kind)),
    page: tabled(urls.map(([page]) => page)),
    anchor: docs.map((d, i) => packAnchor(d.id, urls[i]![1])),
    section: docs.map((d) => d.section ?? ''),
    parent: docs.map((d) => (d.parent === undefined ? NO_PARENT : reference(d.parent))),
    links: docs.map((d) => d.links.map(reference)),
    aliases: docs.map((d) => d.aliases),
  };
}

export function unpackPackedDocs(packed: PackedDocs): SearchDoc[] {
  const ids = frontDecode(packed.id);
  const titles = packed.title;
  const sources = untabled(packed.source);
  const kinds = untabled(packed.kind);
  const pages = untabled(packed.page);
  // A rule's title may be its entry's, which may be its own parent's: looked up as far as it goes.
  // (FROM_PARENT only ever stands for the title of a parent in the index.)
  const titleAt = (i: number): string => {
    const title = titles[i]!;
    return title === FROM_PARENT ? titleAt(packed.parent[i] as number) : title === FROM_QUESTION ? titleOfQuestion(packed.text[i]!) : title;
  };
  const idOf = (r: Reference) => (typeof r === 'number' ? ids[r]! : r);
  return ids.map((id, i) => {
    const number = packed.number[i]!;
    const section = packed.section[i]!;
    const parent = packed.parent[i]!;
    return {
      id,
      title: titleAt(i),
      ...(number === FROM_ID ? { number: idTail(id) } : number ? { number } : {}),
      source: sources[i]!,
      kind: kinds[i]!,
      url: unpackUrl(id, pages[i]!, packed.anchor[i]!),
      text: packed.text[i]!,
      aliases: packed.aliases[i]!,
      ...(section ? { section } : {}),
      ...(parent === NO_PARENT ? {} : { parent: idOf(parent) }),
      links: packed.links[i]!.map(idOf),
      asked: packed.asked[i]!,
      logged: packed.logged[i]!,
    };
  });
}
