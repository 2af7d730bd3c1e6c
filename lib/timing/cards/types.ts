/** A card or ability the timing assistant knows by name. */

export type CardKind =
  | 'action card'
  | 'promissory note'
  | 'technology'
  | 'faction technology'
  | 'faction ability'
  | 'agent'
  | 'commander'
  | 'hero'
  | 'agenda'
  | 'relic'
  | 'breakthrough'
  | 'flagship'
  | 'mech'
  /** A faction unit printed on the faction sheet (Exile I) or a special unit (Eidolon Maximum); its upgrade technologies are faction technologies. */
  | 'faction unit'
  | 'unit ability';

export interface Card {
  name: string;
  kind: CardKind;
  /**
   * What the assistant reads: the full errata text when the errata prints it, otherwise the
   * timing clause of the printed card, its opening one for nearly all (LRR 1.18, 1.19), or a
   * unit ability's name.
   * Cards that name "the <faction> player" are written "another player", as the holder sees it.
   */
  text: string;
  /** `ti4-errata:<name>` when the text is quoted from the errata, `lrr:<n>` for unit abilities, `card` for the printed card. */
  source: string;
  /** FAQ and errata items that name this card (and that the reason cites when it is placed). */
  cites: string[];
  /** The faction a faction card belongs to, for the list. */
  faction?: string;
  /**
   * For printed text that names a span rather than a moment ("During the status phase, …"), a
   * unit as "this unit" where its card says which (an infantry, a mech), or an ability with no
   * timing word (a mech that cancels an action card): the moment the effect applies, and why.
   * Typing the printed text itself is read as printed.
   */
  reads?: { text: string; why: string };
  /** The card's name as another collection prints it ("Specialized Compounds"): typing one finds the card too. */
  alsoNamed?: readonly string[];
  /** Set for Thunder's Edge cards, so the page can label them. */
  expansion?: 'thunders-edge';
}

/** Shorthand for a printed card: name, opening timing clause, cited rulings. */
export const printed = (kind: CardKind, name: string, text: string, cites: string[] = [], faction?: string): Card => ({
  name,
  kind,
  text,
  source: 'card',
  cites,
  ...(faction ? { faction } : {}),
});
