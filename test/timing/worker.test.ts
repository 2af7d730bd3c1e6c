/** The timing worker's protocol and the page's client of it, with a stand-in worker: no browser, no framework. */
import { describe, expect, it } from 'vitest';
import { START } from '../../app/timing/start';
import { CASES, type TimingInput } from '../../lib/timing';
import { answer } from '../../lib/timing/answer';
import { forPhase } from '../../lib/timing/situation';
import { TimingClient } from '../../lib/timing/worker/client';
import { reply, type TimingReply, type TimingRequest } from '../../lib/timing/worker/protocol';
import { fakeWorkers, tick } from '../site/fake-worker';

const SITUATIONS: TimingInput[] = [START, ...CASES.map((c) => c.input)];
function clientWithFakes(fallback?: (r: TimingRequest) => Promise<TimingReply>) {
  const { spawn, onMainThread, workers, mainThread } = fakeWorkers(reply, fallback);
  return { client: new TimingClient(spawn, onMainThread), workers, mainThread };
}

function track(p: Promise<unknown>) {
  const seen: { value?: unknown; error?: unknown } = {};
  p.then(
    (v) => (seen.value = v),
    (e) => (seen.error = e),
  );
  return seen;
}

describe('the timing worker protocol', () => {
  it('answers every situation exactly as the page did on its own thread, across a structured clone', () => {
    for (const situation of SITUATIONS) {
      const sent: TimingRequest = structuredClone({ id: 3, situation: forPhase(situation) });
      expect(structuredClone(reply(sent))).toEqual({ id: 3, answer: answer(situation) });
    }
  });

  it("refuses a malformed situation with the validator's field and message", () => {
    const { id, answer: a } = reply({ id: 9, situation: { phase: 'action', players: 'Ann' } });
    expect(id).toBe(9);
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.field).toBe('players');
  });
});

describe('TimingClient', () => {
  it("posts the situation with only its phase's fields, and resolves with the worker's answer", async () => {
    const { client, workers } = clientWithFakes();
    const situation: TimingInput = { ...START, speaker: 'Bo' }; // stale: the action phase has no speaker
    const seen = track(client.resolve(situation));
    expect(workers).toHaveLength(1);
    expect(workers[0]!.received.map((r) => r.situation)).toEqual([forPhase(situation)]);
    workers[0]!.reply();
    await tick();
    expect(seen.value).toEqual(answer(START));
  });

  it('keeps its warm worker when overtaken, and drops the older reply by its id', async () => {
    const { client, workers } = clientWithFakes();
    const first = track(client.resolve(SITUATIONS[1]!));
    const second = track(client.resolve(SITUATIONS[2]!));
    expect(workers).toHaveLength(1);
    expect(workers[0]!.terminated).toBe(false);
    expect(workers[0]!.received.map((r) => r.id)).toEqual([1, 2]);
    workers[0]!.reply(0); // the stale answer arrives first, and is dropped
    await tick();
    expect(first).toEqual({});
    expect(second).toEqual({});
    workers[0]!.reply(1);
    await tick();
    expect(first).toEqual({});
    expect(second.value).toEqual(answer(SITUATIONS[2]!));
  });

  it('cancels a pending request without stopping the worker', async () => {
    const { client, workers } = clientWithFakes();
    const seen = track(client.resolve(SITUATIONS[1]!));
    client.cancel();
    workers[0]!.reply();
    await tick();
    expect(seen).toEqual({});
    expect(workers[0]!.terminated).toBe(false);
    client.dispose();
    expect(workers[0]!.terminated).toBe(true);
  });

  it('resolves on the main thread where there is no worker, and when the worker fails', async () => {
    const none = new TimingClient(() => undefined);
    expect(await none.resolve(SITUATIONS[3]!)).toEqual(answer(SITUATIONS[3]!));

    const { client, workers, mainThread } = clientWithFakes();
    const seen = track(client.resolve(SITUATIONS[4]!));
    workers[0]!.onerror?.(new Event('error'));
    await tick();
    expect(workers[0]!.terminated).toBe(true);
    expect(seen.value).toEqual(answer(SITUATIONS[4]!));
    await client.resolve(START);
    expect(workers).toHaveLength(1);
    expect(mainThread).toHaveLength(2);
  });

  it('rejects the latest request when the main thread cannot load the engine either, so the page can say so', async () => {
    const { client, workers } = clientWithFakes(() => Promise.reject(new Error('chunk failed to load')));
    const seen = track(client.resolve(START));
    workers[0]!.onerror?.(new Event('error'));
    await tick();
    expect(String(seen.error)).toContain('chunk failed to load');
  });
});
