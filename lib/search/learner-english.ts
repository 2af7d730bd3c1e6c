/**
 * A question in a second-language player's English read as the rules' English (see
 * ./learner-forms.ts): "how many dices" is "dice", which a unit card gives, not a roll; "when i make
 * my turn" takes a turn, not producing units; "technology of other faction" is another faction's.
 */
import { LEARNER_FORMS } from './learner-forms';

const READINGS = LEARNER_FORMS.map(({ form, english }) => ({ pattern: new RegExp(String.raw`\b${form}\b`, 'gi'), english }));

/** The query with each learner's form said in the rules' English. */
export function withLearnerEnglish(query: string): string {
  return READINGS.reduce((q, { pattern, english }) => q.replace(pattern, english), query);
}
