import { describe, expect, it } from 'vitest';
import { computeOdds } from '@/lib/calc';
import { PRESETS } from '@/lib/calc/options';
import { OddsClient, type Outcome } from '@/lib/calc/worker/client';
import { answer, type OddsRequest } from '@/lib/calc/worker/protocol';
import { fakeWorkers, tick } from '../site/fake-worker';

/** The page's preset battles: small and varied (space, invasion, ground). */
const PRESETS_FOR_TESTS = PRESETS.map((p) => p.input);

function clientWithFakes() {
  const { spawn, onMainThread, workers, mainThread } = fakeWorkers(answer);
  return { client: new OddsClient(spawn, onMainThread), workers, mainThread };
}

function track(p: Promise<Outcome>) {
  const seen: { outcome?: Outcome } = {};
  void p.then((o) => (seen.outcome = o));
  return seen;
}

describe('the odds worker protocol', () => {
  it('answers exactly what the engine computes, and refuses invalid input with the validator message', () => {
    for (const input of PRESETS_FOR_TESTS) {
      const reply = answer({ id: 7, input });
      expect(reply).toEqual({ id: 7, ok: true, result: computeOdds(input) });
    }
    const bad = answer({ id: 8, input: { battle: 'space' } });
    expect(bad.ok).toBe(false);
    expect(bad.id).toBe(8);
  });
});

describe('OddsClient', () => {
  it('posts the battle to one worker and resolves with its answer', async () => {
    const { client, workers } = clientWithFakes();
    const input = PRESETS_FOR_TESTS[0]!;
    const seen = track(client.compute(input));
    expect(workers).toHaveLength(1);
    expect(workers[0]!.received.map((r) => r.input)).toEqual([input]);
    workers[0]!.reply();
    await tick();
    expect(seen.outcome).toEqual({ ok: true, result: computeOdds(input) });
    // An idle worker is reused.
    track(client.compute(PRESETS_FOR_TESTS[1]!));
    expect(workers).toHaveLength(1);
  });

  it('stops a worker still busy with an overtaken battle, and only the latest request settles', async () => {
    const { client, workers } = clientWithFakes();
    const first = track(client.compute(PRESETS_FOR_TESTS[0]!));
    const second = track(client.compute(PRESETS_FOR_TESTS[1]!));
    expect(workers).toHaveLength(2);
    expect(workers[0]!.terminated).toBe(true);
    expect(workers[1]!.terminated).toBe(false);
    // A late answer of the stopped worker is ignored even if it arrives.
    workers[0]!.reply();
    workers[1]!.reply();
    await tick();
    expect(first.outcome).toBeUndefined();
    expect(second.outcome).toEqual({ ok: true, result: computeOdds(PRESETS_FOR_TESTS[1]!) });
  });

  it('cancels a pending request by stopping its busy worker, and keeps an idle one', async () => {
    const { client, workers } = clientWithFakes();
    const first = track(client.compute(PRESETS_FOR_TESTS[0]!));
    client.cancel();
    expect(workers[0]!.terminated).toBe(true);
    workers[0]!.reply();
    await tick();
    expect(first.outcome).toBeUndefined();
    const second = track(client.compute(PRESETS_FOR_TESTS[1]!));
    workers[1]!.reply();
    await tick();
    expect(second.outcome?.ok).toBe(true);
    client.cancel();
    expect(workers[1]!.terminated).toBe(false);
  });

  it('computes on the main thread when there is no worker', async () => {
    for (const spawn of [() => undefined, () => { throw new Error('no Worker'); }]) {
      const mainThread: OddsRequest[] = [];
      const client = new OddsClient(spawn, async (r) => (mainThread.push(r), answer(r)));
      const input = PRESETS_FOR_TESTS[2]!;
      expect(await client.compute(input)).toEqual({ ok: true, result: computeOdds(input) });
      expect(mainThread).toHaveLength(1);
    }
  });

  it('finishes on the main thread when the worker fails, and stays there', async () => {
    const { client, workers, mainThread } = clientWithFakes();
    const input = PRESETS_FOR_TESTS[0]!;
    const seen = track(client.compute(input));
    workers[0]!.onerror?.(new Event('error'));
    await tick();
    expect(workers[0]!.terminated).toBe(true);
    expect(seen.outcome).toEqual({ ok: true, result: computeOdds(input) });
    await client.compute(PRESETS_FOR_TESTS[1]!);
    expect(workers).toHaveLength(1);
    expect(mainThread).toHaveLength(2);
  });

  it('by default loads the engine on the main thread only when needed', async () => {
    const client = new OddsClient(() => undefined);
    const input = PRESETS_FOR_TESTS[3]!;
    expect(await client.compute(input)).toEqual({ ok: true, result: computeOdds(input) });
  });
});
