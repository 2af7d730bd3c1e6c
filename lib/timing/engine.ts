/**
 * The resolution-order engine: places each ability in a window of the round, merges windows the
 * rules say coincide, orders windows by play order and abilities inside a window by the golden
 * rule, then slots reactions (Sabotage, Direct Hit) right after what they answer. Pure: the CLI
 * and the /timing page call this same function.
 */
import { SAME_NAME_RULE, findCard, type Card } from './cards';
import { mergeWindows, type Coincidence } from './coincide';
import { ASSIGN_HITS, type StepRef } from './events';
import { roundRobin, seatOrder, voteOrder, type SeatOrder } from './golden-rule';
import { normalize } from './normalize';
import { namedAbility, parseTrigger, throughNamed, withHeader, type CombatKind, type ParseOutcome, type Trigger } from './parse';
import { compareRanks, isWithin, slotKey, slotLabel, slotRank, stepInfo, type Slot, type StepInfo } from './timeline';
import type { AbilityInput, OrderEntry, TimingInput, TimingResult, Unplaced } from './types';
import { ACTION_RULE, ONCE_RULE, UNIT_SHORT, WORDS } from './words';

interface Placed {
  ability: AbilityInput;
  card?: Card;
  trigger: Trigger;
  /** Resolved step (combat kind chosen), before windows are merged. */
  slot: Slot;
  notes: string[];
  rules: string[];
  coincidences: Coincidence[];
  /** A reaction with nothing to answer: sits at the end of its window. */
  trailing?: boolean;
}

const unplace = (id: string, problem: string): Unplaced => ({ id, problem: `cannot place this trigger: ${problem}` });

/**
 * The step a trigger points at: a combat family's step for the kind of combat; among several
 * steps (a Space Cannon roll happens in Space Cannon Offense and Defense), the first one another
 * ability here points into, else the first.
 */
function resolveStep(step: StepRef, kind: CombatKind, others: readonly string[]): { id: string; alternatives: string[] } {
  if (typeof step === 'string') return { id: step, alternatives: [] };
  if (!Array.isArray(step)) return { id: (step as { space: string; ground: string })[kind], alternatives: [] };
  // In play order, so the fallback is the first place the event can happen in a round.
  const steps = [...(step as readonly string[])].sort((a, b) => compareRanks(slotRank({ step: a, edge: 'before' }, []), slotRank({ step: b, edge: 'before' }, [])));
  const near = (a: string) => others.some((o) => isWithin(o, a) || isWithin(a, o));
  const id = steps.find(near) ?? steps[0]!;
  return { id, alternatives: steps.filter((a) => a !== id) };
}

/** Steps the triggers point at directly, to choose among alternatives. */
const directSteps = (triggers: readonly Trigger[], kind: CombatKind): string[] =>
  triggers.flatMap((t) => (typeof t.step === 'string' ? [t.step] : Array.isArray(t.step) ? [] : [(t.step as { space: string; ground: string })[kind]]));

interface CombatReading {
  kind: CombatKind;
  /** Said on abilities that name only "combat". */
  note: string;
}

/** The combat a generic "combat" trigger refers to: the kind the others name, else the space combat. */
function readCombat(triggers: readonly Trigger[]): CombatReading {
  const named = new Set(
    triggers.flatMap((t): CombatKind[] => {
      if (t.kind) return [t.kind];
      if (typeof t.step !== 'string') return [];
      const path = stepInfo(t.step)?.path ?? [];
      if (path.includes('invasion')) return ['ground'];
      if (path.includes('space-combat')) return ['space'];
      return [];
    }),
  );
  if (named.has('ground') && !named.has('space')) return { kind: 'ground', note: 'taken to be the ground combat the other abilities point to' };
  return { kind: 'space', note: 'taken to be the space combat, as nothing here points to a ground combat; the same window opens in each ground combat too (1.16)' };
}

/** Places one ability, or says why it cannot be placed in this situation. */
function place(ability: AbilityInput, trigger: Trigger, input: TimingInput, combat: CombatReading, others: readonly string[], card?: Card): Placed | Unplaced {
  const { id: stepId, alternatives } = resolveStep(trigger.step, trigger.kind ?? combat.kind, others);
  const info = stepInfo(stepId);
  if (!info) return unplace(ability.id, `no step "${stepId}" on the timeline`);
  // An action card can be played, and so answered, in any phase; every other trigger belongs to its step's phase.
  const anyPhase = trigger.reacts === 'action-card';
  const problem = misplaced(ability, trigger, input, info, anyPhase);
  if (problem) return unplace(ability.id, problem);
  const notes = [...(card?.reads ? [`read as "${card.reads.text}": ${card.reads.why}`] : []), ...trigger.notes];
  if (alternatives.length > 0)
    notes.push(`the same event also happens at ${alternatives.map((a) => lowerLabel(a)).join(' and ')}, each its own window`);
  if (info.phase === 'any') notes.push('this can happen at several points of the round; it is ordered only against abilities that wait for the same event');
  const rules = [...trigger.rules, ...(card?.cites ?? [])];
  let player: string | undefined;
  if (trigger.voter === 'you') player = ability.owner;
  if (trigger.voter === 'speaker') player = input.speaker;
  if (typeof trigger.step !== 'string' && trigger.kind === undefined) notes.push(combat.note);
  const repeats = anyPhase ? undefined : repeatsOf(stepId);
  if (repeats) {
    notes.push(`${ONCE_RULE.meaning}: again at ${repeats} (1.16)`);
    rules.push(...ONCE_RULE.rules);
  }
  return {
    ability,
    ...(card ? { card } : {}),
    trigger,
    slot: { step: stepId, edge: trigger.edge, ...(player === undefined ? {} : { player }) },
    notes,
    rules: anyPhase ? rules : [...info.step.rules, ...rules],
    coincidences: [],
  };
}

/** Why an ability cannot be used in this situation (not its phase, not its owner's turn, not his to use), or undefined. */
function misplaced(ability: AbilityInput, trigger: Trigger, input: TimingInput, info: StepInfo, anyPhase: boolean): string | undefined {
  const active = input.activePlayer;
  if (!anyPhase) {
    const phase = trigger.onlyIn ?? info.phase;
    if (phase !== 'any' && phase !== input.phase) return `"${trigger.phrase}" happens in the ${phase} phase, not the ${input.phase} phase`;
  }
  if (trigger.word === 'action') {
    if (input.phase !== 'action') return `"Action:" abilities are resolved only in the action phase (1.3), not the ${input.phase} phase`;
    if (ability.owner !== active) return `"Action:" needs ${ability.owner}'s own turn in the action phase (1.3, 21.1); ${active} is the active player`;
  }
  if (info.step.byActivePlayer && input.phase === 'action' && !anyPhase) {
    if (trigger.actor === 'you' && ability.owner !== active) return `"${trigger.phrase}" belongs to the active player (${active}), not to ${ability.owner}`;
    if (trigger.actor === 'other' && ability.owner === active) return `"${trigger.phrase}" needs another player to act, but ${ability.owner} is the active player`;
  }
  return undefined;
}

/** Where the window of a step opens again (its own or an enclosing step's repeating), unless a step on the way happens once. */
function repeatsOf(stepId: string): string | undefined {
  for (let at: string | undefined = stepId; at !== undefined; at = stepInfo(at)?.parent) {
    if (stepInfo(at)?.step.once) return undefined;
    const repeats = stepInfo(at)?.step.repeats;
    if (repeats) return repeats;
  }
  return undefined;
}

const isUnplaced = (p: Placed | Unplaced): p is Unplaced => 'problem' in p;

function lowerLabel(stepId: string): string {
  const info = stepInfo(stepId);
  if (!info) return stepId;
  const parent = info.parent ? stepInfo(info.parent)?.step.label : undefined;
  const label = info.step.label.charAt(0).toLowerCase() + info.step.label.slice(1);
  return parent && info.path.length > 2 && /^(roll dice|assign hits)$/.test(label) ? `${label} (${parent})` : label;
}

const uniq = (xs: readonly string[]) => [...new Set(xs)];

const ordinal = (n: number) => ['first', 'second', 'third', 'fourth', 'fifth'][n] ?? `${n + 1}th`;

function sentence(parts: readonly string[]): string {
  return parts
    .filter((p) => p.trim() !== '')
    .map((p) => {
      const t = p.trim();
      const cap = t.charAt(0).toUpperCase() + t.slice(1);
      return /[.!?]$/.test(cap) ? cap : `${cap}.`;
    })
    .join(' ');
}

/** Does `candidate` give `reactor` something to answer? */
function answers(reactor: Placed, candidate: Placed): boolean {
  if (candidate === reactor) return false;
  const same = candidate.ability.owner === reactor.ability.owner;
  const whose = reactor.trigger.whose ?? 'other';
  if ((whose === 'other' && same) || (whose === 'own' && !same)) return false;
  if (reactor.trigger.reacts === 'sustain-damage') return candidate.trigger.answers === 'sustain-damage';
  if (candidate.card?.kind !== 'action card') return false;
  const excluded = reactor.trigger.excludes;
  return excluded === undefined || normalize(candidate.card.name) !== normalize(excluded);
}

/** A trigger on using a named ability of the card list ("your Mitosis faction ability"): that ability's window. */
function viaNamedAbility(text: string): ParseOutcome | undefined {
  const named = namedAbility(text);
  const card = named && findCard(named.name);
  if (!named || !card) return undefined;
  const own = parseTrigger(card.reads?.text ?? card.text);
  return own.ok ? { ok: true, trigger: throughNamed(named.word, card.name, own.trigger) } : undefined;
}

/** A trigger text as printed, or, when it names an ability of the card list, through that ability's window. */
export function readTrigger(text: string): ParseOutcome {
  const read = parseTrigger(text);
  if (read.ok) return read;
  const named = viaNamedAbility(text);
  return named ? withHeader(text, named) : read;
}

type Parsed = { ability: AbilityInput; card?: Card; trigger: Trigger };

/** One entry of the play sequence: where it stands in its window and what it answers, if a reaction. */
interface SequenceItem {
  p: Placed;
  shared: number;
  lap: number;
  place?: number;
  answering?: Placed;
}

/** Reads each ability's trigger (through its card's wording when the card list knows it); the unreadable go to `unplaced`. */
function parseAll(abilities: readonly AbilityInput[], unplaced: Unplaced[]): Parsed[] {
  const parsed: Parsed[] = [];
  for (const ability of abilities) {
    const card = findCard(ability.text);
    const text = card?.reads?.text ?? card?.text ?? ability.text;
    const outcome = readTrigger(text);
    if (!outcome.ok) unplaced.push({ id: ability.id, problem: outcome.problem });
    else parsed.push({ ability, trigger: outcome.trigger, ...(card ? { card } : {}) });
  }
  return parsed;
}

/** Places every parsed ability; a player gets one "Action:" ability per turn (3.1). */
function placeAll(parsed: readonly Parsed[], input: TimingInput, combat: CombatReading, unplaced: Unplaced[]): Placed[] {
  const placed: Placed[] = [];
  const actionTaken = new Set<string>();
  for (const { ability, trigger, card } of parsed) {
    const others = directSteps(parsed.filter((q) => q.ability !== ability).map((q) => q.trigger), trigger.kind ?? combat.kind);
    const p = place(ability, trigger, input, combat, others, card);
    if (isUnplaced(p)) {
      unplaced.push(p);
    } else if (trigger.word === 'action' && actionTaken.has(ability.owner)) {
      unplaced.push(unplace(ability.id, `${ability.owner} already uses this turn's one action on another "Action:" ability (3.1)`));
    } else {
      if (trigger.word === 'action') actionTaken.add(ability.owner);
      placed.push(p);
    }
  }
  return placed;
}

/** Windows that coincide become one window: moves each shared-window ability to the merged slot. */
function mergeCoincidingWindows(placed: readonly Placed[]): void {
  const windows = mergeWindows(placed.filter((p) => p.slot.player === undefined).map((p) => slotKey(p.slot)));
  for (const p of placed) {
    if (p.slot.player !== undefined) continue;
    const merged = windows.get(slotKey(p.slot))!;
    const [step, edge] = merged.at.split('/') as [string, Slot['edge']];
    p.slot = { step, edge };
    p.coincidences = merged.applied;
  }
}

/**
 * Splits reactions from ordinary abilities. Reactions with nothing to answer in this set either
 * trail their window (Sustain Damage answers) or go to `unplaced`; the rest stay pending.
 */
function splitReactions(placed: readonly Placed[], seats: SeatOrder, combat: CombatReading, unplaced: Unplaced[]): { ordinary: Placed[]; pending: Placed[] } {
  // Reactions by different players to the same ability go in golden-rule order.
  const seat = (p: Placed) => seats.players.indexOf(p.ability.owner);
  const reactions = placed.filter((p) => p.trigger.reacts !== undefined).sort((a, b) => seat(a) - seat(b));
  const ordinary = placed.filter((p) => p.trigger.reacts === undefined);
  const pending: Placed[] = [];
  for (const r of reactions) {
    if (placed.some((c) => answers(r, c))) {
      pending.push(r);
      continue;
    }
    if (r.trigger.reacts === 'sustain-damage') {
      r.slot = { step: ASSIGN_HITS[r.trigger.kind ?? combat.kind], edge: 'before' };
      r.trailing = true;
      r.notes.push('no Sustain Damage is among these abilities, so it sits at the end of the window where Sustain Damage is used');
      ordinary.push(r);
    } else {
      unplaced.push(
        unplace(r.ability.id, 'it answers an action card played by another player, and none of the other abilities is an action card from the card list'),
      );
    }
  }
  return { ordinary, pending };
}

/** Windows in play order; inside each, the golden rule, with trailing abilities last. */
function sequenceWindows(ordinary: Placed[], seats: SeatOrder, voters: readonly string[]): SequenceItem[] {
  const byWindow = new Map<string, Placed[]>();
  for (const p of ordinary.sort((a, b) => compareRanks(slotRank(a.slot, voters), slotRank(b.slot, voters)))) {
    const key = slotKey(p.slot);
    byWindow.set(key, [...(byWindow.get(key) ?? []), p]);
  }
  const sequence: SequenceItem[] = [];
  for (const group of byWindow.values()) {
    const regular = group.filter((p) => !p.trailing);
    // A window that coinciding events share (coincide.ts) can hold "when" and "after" abilities of
    // different events: the "when" ones act at the moment, before any "after" (1.13, 1.14); the
    // golden rule orders each group.
    const inTurn = (list: Placed[]) => roundRobin(list.map((p) => ({ owner: p.ability.owner, p })), seats.players);
    const ordered = [...inTurn(regular.filter((p) => p.trigger.timing === 'when')), ...inTurn(regular.filter((p) => p.trigger.timing !== 'when'))];
    ordered.forEach(({ item, lap }, place) => sequence.push({ p: item.p, shared: regular.length, lap, place }));
    const trailing = roundRobin(
      group.filter((p) => p.trailing).map((p) => ({ owner: p.ability.owner, p })),
      seats.players,
    );
    for (const { item } of trailing) sequence.push({ p: item.p, shared: 1, lap: 0 });
  }
  return sequence;
}

/** Inserts pending reactions into `sequence`; returns those with nothing placed to answer. */
function insertReactions(sequence: SequenceItem[], reactions: readonly Placed[]): Placed[] {
  let pending = [...reactions];
  // Each reaction goes right after the first ability it can answer (after reactions already there).
  // A reaction may answer another reaction (Sabotage on a Direct Hit), so repeat until nothing moves.
  for (let moved = true; moved && pending.length > 0; ) {
    moved = false;
    for (const r of [...pending]) {
      const at = sequence.findIndex((s) => answers(r, s.p));
      if (at < 0) continue;
      const target = sequence[at]!.p;
      // Reactions to the same ability: "when" ones before "after" ones (1.14), each group in golden-rule order.
      const rank = (t: Trigger) => (t.timing === 'after' ? 1 : 0);
      let insert = at + 1;
      while (insert < sequence.length && sequence[insert]!.answering === target && rank(sequence[insert]!.p.trigger) <= rank(r.trigger)) insert++;
      const others = sequence.filter((s, i) => i !== at && answers(r, s.p)).map((s) => s.p.ability.id);
      r.slot = target.slot;
      if (others.length > 0) r.notes.push(`it could answer ${others.join(', ')} instead, right after that one`);
      sequence.splice(insert, 0, { p: r, shared: 1, lap: 0, answering: target });
      pending = pending.filter((q) => q !== r);
      moved = true;
    }
  }
  return pending;
}

/** The order entry for one item of the sequence: its one-line summary, its reason and the rules cited. */
function describe(item: SequenceItem, sequence: readonly SequenceItem[], seats: SeatOrder, speaker: string | undefined): OrderEntry {
  const { p, shared, lap, place, answering } = item;
  const nameOf = (q: Placed) => `${q.card?.name ?? q.ability.id} (${q.ability.owner})`;
  const key = slotKey(p.slot);
  const sameName = p.card?.kind === 'action card'
    ? sequence.filter((s) => s.p !== p && slotKey(s.p.slot) === key && s.p.card?.name === p.card?.name)
    : [];
  const parts = [
    `${slotLabel(p.slot, speaker)}${p.card ? ` (${p.card.name})` : ''}: ${p.notes.join('; ')}`,
    ...p.coincidences.map((c) => (c.occasion ? `${c.why}; read as ${c.occasion}` : c.why)),
    answering ? `${p.trigger.timing === 'after' ? 'After' : 'When'} ${answering.ability.id} (${answering.ability.owner}) ${answering.trigger.answers === 'sustain-damage' ? 'uses Sustain Damage' : 'is played'}, before anything else resolves` : '',
    shared > 1 ? `${shared} abilities share this window: ${seats.describe}; this is ${p.ability.owner}'s ${ordinal(lap)} turn here` : '',
    sameName.length > 0
      ? `another "${p.card!.name}" is played in this window: ${SAME_NAME_RULE.meaning}`
      : '',
  ];
  const rules = [
    ...p.rules,
    ...p.coincidences.flatMap((c) => c.rules),
    ...(shared > 1 ? seats.rules : []),
    ...(sameName.length > 0 ? SAME_NAME_RULE.rules : []),
  ];
  const word = p.trigger.word;
  const meaning = word === 'action' ? ACTION_RULE.short : word === 'unit' ? UNIT_SHORT : WORDS[word].short;
  // A reaction's moment is the ability it answers, not the window that ability sits in.
  const moment = answering
    ? `${p.trigger.timing === 'after' ? 'After' : 'When'} ${nameOf(answering)} ${answering.trigger.answers === 'sustain-damage' ? 'uses Sustain Damage' : 'is played'}`
    : slotLabel(p.slot, speaker);
  const summary = [
    `${moment} — ${meaning}`,
    shared > 1 && place !== undefined ? `${ordinal(place)} of ${shared} in this window (golden rule)` : '',
  ]
    .filter(Boolean)
    .join('; ');
  return { id: p.ability.id, owner: p.ability.owner, window: key, timing: p.trigger.timing, summary, reason: sentence(parts), rules: uniq(rules) };
}

/** Places, merges and orders the abilities of one situation; says why any cannot be placed. */
export function resolveTiming(input: TimingInput): TimingResult {
  const seats: SeatOrder = seatOrder(input.phase, input.players, input.activePlayer, input.speaker);
  const voters = input.speaker === undefined ? input.players : voteOrder(input.players, input.speaker);
  const unplaced: Unplaced[] = [];

  const parsed = parseAll(input.abilities, unplaced);
  const combat = readCombat(parsed.map((p) => p.trigger));
  const placed = placeAll(parsed, input, combat, unplaced);
  mergeCoincidingWindows(placed);
  const { ordinary, pending } = splitReactions(placed, seats, combat, unplaced);
  const sequence = sequenceWindows(ordinary, seats, voters);
  for (const r of insertReactions(sequence, pending)) unplaced.push(unplace(r.ability.id, 'what it answers could not be placed itself'));
  const order = sequence.map((item) => describe(item, sequence, seats, input.speaker));

  const inputIndex = new Map(input.abilities.map((a, i) => [a.id, i]));
  unplaced.sort((a, b) => inputIndex.get(a.id)! - inputIndex.get(b.id)!);
  return { order, unplaced };
}
