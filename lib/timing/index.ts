/** The timing assistant: the one entry point the CLI and the /timing page share. */
export { resolveTiming } from './engine';
export { checkTimingInput, type Checked } from './validate';
export { parseTrigger, type ParseOutcome, type Trigger } from './parse';
export { CARDS, findCard, type Card, type CardKind } from './cards';
export { stepsOf, type StepRef } from './events';
export { CASES, checkCase, type TimingCase } from './cases';
export { OCCASIONS, ROUND, allSteps, parseSlotKey, slotLabel, stepInfo, EDGES, type Step, type Slot } from './timeline';
export { COINCIDENCES } from './coincide';
export { citationLabel, citationUrl, citedIds } from './citations';
export type { AbilityInput, OrderEntry, Phase, TimingInput, TimingResult, TimingWord, Unplaced } from './types';
export { decodeTiming, encodeTiming, nextAbilityId, withIds } from './url';
