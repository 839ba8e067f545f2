import { describe, expect, it } from 'vitest';
import { readThrough, sharedRead, StampedReads } from '../src/db/stamped-reads';
import { DirectoryLoadEvents } from '../src/services/directory-load-events';

/** A read that counts its calls and answers its count. */
function counted() {
  const calls = { count: 0 };
  return { calls, load: () => Promise.resolve((calls.count += 1)) };
}

describe('StampedReads', () => {
  it('reads a key once while the stamp stays, and again after a newer stamp', async () => {
    const reads = new StampedReads();
    const { calls, load } = counted();
    reads.observe(4);
    expect(await reads.read('a', load)).toBe(1);
    expect(await reads.read('a', load)).toBe(1);
    reads.observe(4);
    expect(await reads.read('a', load)).toBe(1);
    reads.observe(5);
    expect(await reads.read('a', load)).toBe(2);
    expect(calls.count).toBe(2);
  });

  it('keeps what it has when a request brings an older stamp: what is kept is newer than that', async () => {
    const reads = new StampedReads();
    const { load } = counted();
    reads.observe(7);
    await reads.read('a', load);
    reads.observe(6);
    expect(await reads.read('a', load)).toBe(1);
  });

  it('shares one read between requests that ask at once', async () => {
    const reads = new StampedReads();
    const { calls, load } = counted();
    reads.observe(1);
    const answers = await Promise.all([reads.read('a', load), reads.read('a', load), reads.read('a', load)]);
    expect(answers).toEqual([1, 1, 1]);
    expect(calls.count).toBe(1);
  });

  it('drops a read that was under way when a newer stamp arrived', async () => {
    const reads = new StampedReads();
    reads.observe(1);
    let finish: (value: string) => void = () => undefined;
    const slow = reads.read('a', () => new Promise<string>((resolve) => (finish = resolve)));
    reads.observe(2);
    finish('before the change');
    expect(await slow).toBe('before the change');
    expect(await reads.read('a', () => Promise.resolve('after the change'))).toBe('after the change');
  });

  it('keeps no failed read', async () => {
    const reads = new StampedReads();
    reads.observe(1);
    await expect(reads.read('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await reads.read('a', () => Promise.resolve('up'))).toBe('up');
  });

  it('forgets everything at its bound rather than growing', async () => {
    const reads = new StampedReads(2);
    const { calls, load } = counted();
    reads.observe(1);
    await reads.read('a', load);
    await reads.read('b', load);
    await reads.read('c', load);
    await reads.read('a', load);
    expect(calls.count).toBe(4);
  });
});

describe('sharedRead', () => {
  it('shares only for a request that reads through the kept reads, and reads afresh for any other', async () => {
    const reads = new StampedReads();
    reads.observe(1);
    const safe = {};
    const changing = {};
    readThrough(safe, reads);
    const { calls, load } = counted();
    await sharedRead(safe, 'a', load);
    await sharedRead(safe, 'a', load);
    expect(calls.count).toBe(1);
    await sharedRead(changing, 'a', load);
    await sharedRead(changing, 'a', load);
    expect(calls.count).toBe(3);
  });
});

describe('DirectoryLoadEvents', () => {
  it('knows a load it wrote from that time on, per account and directory', () => {
    const events = new DirectoryLoadEvents();
    events.remember('anna', 'd1', Date.parse('2026-11-28T10:00:30.000Z'));
    expect(events.writtenSince('anna', 'd1', Date.parse('2026-11-28T10:00:00.000Z'))).toBe(true);
    expect(events.writtenSince('anna', 'd1', Date.parse('2026-11-28T10:00:30.000Z'))).toBe(true);
    expect(events.writtenSince('anna', 'd1', Date.parse('2026-11-28T10:00:31.000Z'))).toBe(false);
    expect(events.writtenSince('anna', 'd2', Date.parse('2026-11-28T10:00:00.000Z'))).toBe(false);
    expect(events.writtenSince('igor', 'd1', Date.parse('2026-11-28T10:00:00.000Z'))).toBe(false);
  });

  it('forgets everything at its bound', () => {
    const events = new DirectoryLoadEvents(1);
    events.remember('anna', 'd1', Date.parse('2026-11-28T10:00:30.000Z'));
    events.remember('anna', 'd2', Date.parse('2026-11-28T10:00:30.000Z'));
    expect(events.writtenSince('anna', 'd1', Date.parse('2026-11-28T10:00:00.000Z'))).toBe(false);
    expect(events.writtenSince('anna', 'd2', Date.parse('2026-11-28T10:00:00.000Z'))).toBe(true);
  });
});
