import { describe, expect, it } from 'vitest';
import { serialBatches } from '../src/db/serial-batches';

/** A `run` whose calls the test settles itself, one by one. */
function controlledRun() {
  const calls: { asks: readonly number[]; answer: (answers: string[]) => void; fail: (error: Error) => void }[] = [];
  const run = (asks: readonly number[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ asks, answer: resolve, fail: reject });
    });
  return { calls, run };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('serial batches', () => {
  it('reads for a lone caller at once, and for those who ask meanwhile in one call when it settles', async () => {
    const { calls, run } = controlledRun();
    const read = serialBatches(run);
    const first = read(1);
    await flush();
    expect(calls.map((call) => call.asks)).toEqual([[1]]);
    const [second, third] = [read(2), read(3)];
    await flush();
    expect(calls).toHaveLength(1);
    calls[0]?.answer(['one']);
    expect(await first).toBe('one');
    await flush();
    expect(calls.map((call) => call.asks)).toEqual([[1], [2, 3]]);
    calls[1]?.answer(['two', 'three']);
    expect([await second, await third]).toEqual(['two', 'three']);
    void read(4);
    await flush();
    expect(calls.map((call) => call.asks)).toEqual([[1], [2, 3], [4]]);
  });

  it('takes at most the batch size at once, in the order asked', async () => {
    const { calls, run } = controlledRun();
    const read = serialBatches(run, 2);
    const answers = [1, 2, 3, 4].map((ask) => read(ask));
    await flush();
    calls[0]?.answer(['a']);
    await flush();
    calls[1]?.answer(['b', 'c']);
    await flush();
    calls[2]?.answer(['d']);
    expect(calls.map((call) => call.asks)).toEqual([[1], [2, 3], [4]]);
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('fails every caller of a failed call, and the next call still runs', async () => {
    const { calls, run } = controlledRun();
    const read = serialBatches(run);
    const first = read(1);
    const [second, third] = [read(2), read(3)];
    await flush();
    calls[0]?.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await flush();
    calls[1]?.fail(new Error('still lost'));
    await expect(second).rejects.toThrow('still lost');
    await expect(third).rejects.toThrow('still lost');
    const fourth = read(4);
    await flush();
    calls[2]?.answer(['four']);
    expect(await fourth).toBe('four');
  });

  it('fails a caller left without an answer, and one whose call throws at once', async () => {
    const { calls, run } = controlledRun();
    const short = serialBatches(run);
    const first = short(1);
    const [second, third] = [short(2), short(3)];
    await flush();
    calls[0]?.answer(['one']);
    await flush();
    calls[1]?.answer(['two']);
    expect(await second).toBe('two');
    await expect(third).rejects.toThrow('A batch of 2 was answered 1 times.');
    expect(await first).toBe('one');
    const throwing = serialBatches<number, string>(() => {
      throw new Error('no connection');
    });
    await expect(throwing(1)).rejects.toThrow('no connection');
  });
});
