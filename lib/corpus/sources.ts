import type { Game, SourceId } from './types';

/** What the site says about each source: its label, edition and date, and where its pages live. */
export interface SourceInfo {
  id: SourceId;
  game: Game;
  /** Short label on results and pages: "TI4 LRR", "TI4 FAQ", "TI3 FAQ". */
  label: string;
  /** The full title with its version and date. */
  title: string;
  /** Route of the source's index page. */
  home: string;
  /** Unofficial summaries are marked as such wherever they are shown. */
  official: boolean;
}

export const SOURCES: Record<SourceId, SourceInfo> = {
  'ti4-lrr-1.2': {
    id: 'ti4-lrr-1.2',
    game: 'TI4',
    label: 'TI4 LRR',
    title: 'Twilight Imperium 4 Living Rules Reference 1.2 (2019-06-12)',
    home: '/',
    official: true,
  },
  'ti4-faq': {
    id: 'ti4-faq',
    game: 'TI4',
    label: 'TI4 FAQ',
    title: 'Twilight Imperium 4 FAQ and errata (with LRR 1.2, 2019-06-12)',
    home: '/faq/',
    official: true,
  },
  'ti4-lrr-1.1': {
    id: 'ti4-lrr-1.1',
    game: 'TI4',
    label: 'TI4 LRR 1.1',
    title: 'Twilight Imperium 4 Living Rules Reference 1.1 (2018-02-03): golden rules, timing, setup, changelog',
    home: '/lrr11/',
    official: true,
  },
  'ti3-faq-2.3': {
    id: 'ti3-faq-2.3',
    game: 'TI3',
    label: 'TI3 FAQ',
    title: 'Twilight Imperium 3 FAQ and errata 2.3 (not for TI4)',
    home: '/ti3/',
    official: true,
  },
  'eotv-2': {
    id: 'eotv-2',
    game: 'EotV',
    label: 'EotV',
    title: 'Empires of the Void II rulebook and glossary',
    home: '/eotv/',
    official: true,
  },
  'ti4-summary': {
    id: 'ti4-summary',
    game: 'TI4',
    label: 'Summary',
    title: 'TI4 rules summary and Prophecy of Kings rules (unofficial summary, not the official text)',
    home: '/summary/',
    official: false,
  },
  'ti4-units': {
    id: 'ti4-units',
    game: 'TI4',
    label: 'TI4 units',
    title: 'TI4 unit stats: cost, combat, move, capacity and abilities as printed on the faction sheets and unit upgrades (mechs: Prophecy of Kings)',
    home: '/units/',
    official: true,
  },
};

/** The label of an item's kind within its source, for result badges ("errata" stands out). */
export function sourceLabel(source: SourceId, kind: string): string {
  return kind === 'errata' ? `${SOURCES[source].game} errata` : SOURCES[source].label;
}
