/**
 * A table that skipped a step asks what happens now: "we forgot to draw action cards in status
 * phase", "i forgot to take my command token back". What was forgotten is the
 * question (the rule of that step answers); the forgetting names nothing the rules state. The rules
 * never say "forgot", but a player's question attached to an item may ("we forgot who the speaker
 * is"): as query words they would find that item for every step forgotten.
 */
export const FORGETTING: ReadonlySet<string> = new Set([
  'forgot',
  'forget',
  'forgets',
  'forgetting',
  'forgotten',
]);
