/** The weights more than one part of the search engine scores or ranks by. */
import type { Game, SourceId } from '../../corpus/types';
import type { Field } from '../flex';

export const FIELD_WEIGHT: Record<Field, number> = { title: 3, body: 1 };
/** A word of the questions players ask of an item (see ../../corpus/asked.ts) weighs as one of its text: the item answers them. */
export const ASKED_WEIGHT = FIELD_WEIGHT.body;
/**
 * A logged word of an item (the query log, see ../query-log.ts) weighs as an asked one. On the
 * held-out sets half as much (every word logged) scored 0.3 points lower; twice as much 0.2 higher,
 * and 0.2 lower by 10-fold on the tuning set: no better.
 */
export const LOGGED_WEIGHT = ASKED_WEIGHT;
/** How the source of an item weighs when the query names no source: TI4 rules first. */
export const SOURCE_PRIOR: Record<SourceId, number> = {
  'ti4-lrr-1.2': 1,
  'ti4-faq': 1,
  'ti4-lrr-1.1': 0.9,
  'ti4-summary': 0.85,
  // The unit stats page (lib/units/table.ts): the values printed on the official faction sheets and cards.
  'ti4-units': 1,
  'ti3-faq-2.3': 0.6,
  'eotv-2': 0.6,
};
/** A rulebook's walkthrough chapter beside its glossary's statement of the same rule (see ./walkthrough.ts). */
export const WALKTHROUGH_WEIGHT = 0.85;
/**
 * Concepts from which a query is a situation told at length rather than a lookup: its coverage
 * weighs each concept by how telling it is (see `tellingCoverage`).
 */
export const LONG_QUERY = 5;
/** The game a player asks about unless the query says otherwise. */
export const HOME_GAME: Game = 'TI4';
/** The share of the query (or of the best item's answer, for a home-game item) an item answers to be in the game asked about's first group. */
export const HOME_SHARE = 0.5;
/** An entry's weight when the player asks what a thing is: its opening sentence says. */
export const DEFINITION_WEIGHT = 1.5;
/** Alternatives weighing this or less are answers to a question (see `SynonymGroup.answeredBy`), not ways to say it. */
export const ANSWER_PHRASE_WEIGHT = 0.3;
