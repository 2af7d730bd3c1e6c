/**
 * The timing assistant: the entry point of the CLI, the tests and the /timing page's build. The
 * page's island imports the modules themselves, never this one: esbuild splits code by file, so a
 * file the island imports that reaches the engine puts the engine in the island's first load.
 */
export { readTrigger, resolveTiming } from './engine';
export { checkTimingInput, type Checked } from './validate';
export { parseTrigger, type ParseOutcome, type Trigger } from './parse';
export { CARDS, findCard, type Card, type CardKind } from './cards';
export { stepsOf, type StepRef } from './events';
export { CASES, checkCase, type TimingCase } from './cases';
export { OCCASIONS, ROUND, allSteps, parseSlotKey, slotLabel, stepInfo, EDGES, type Step, type Slot } from './timeline';
export { COINCIDENCES } from './coincide';
export { citationLabel, citationUrl } from './citations';
export { citedIds } from './cited';
export type { AbilityInput, OrderEntry, Phase, TimingInput, TimingResult, TimingWord, Unplaced } from './types';
export { decodeTiming, encodeTiming, nextAbilityId, withIds } from './url';
