import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadCancelled, UploadQueue, type UploadJob, type UploadRunContext } from './UploadQueue';

interface Run {
  job: UploadJob<string>;
  context: UploadRunContext<string, 'yes'>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function createQueue() {
  const runs: Run[] = [];
  const settled: string[] = [];
  const queue = new UploadQueue<string, string, 'yes'>({
    notifyEveryMs: 100,
    run: (job, context) =>
      new Promise<void>((resolve, reject) => {
        runs.push({ job, context, resolve, reject });
      }),
    onSettled: (job) => settled.push(job.name),
  });
  return { queue, runs, settled };
}

const job = (name: string, size = 10): UploadJob<string> => ({
  kind: 'document',
  name,
  size,
  fileCount: 1,
  targetId: 't',
  targetName: 'АР',
  payload: name,
});

const stages = (queue: UploadQueue<string, string, 'yes'>) => {
  queue.flush();
  return queue.getSnapshot().items.map((item) => `${item.name}:${item.stage}:${item.status}`);
};

/** Lets the runner's promise callbacks run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('UploadQueue', () => {
  it('runs at most nine documents at once and starts the next as one finishes', async () => {
    const { queue, runs, settled } = createQueue();
    queue.enqueue(Array.from({ length: 12 }, (_, index) => job(`f${String(index)}`)));
    expect(runs.map((run) => run.job.name)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8']);

    runs[0]?.resolve();
    await settle();
    expect(runs.map((run) => run.job.name).at(-1)).toBe('f9');
    expect(stages(queue).slice(0, 2)).toEqual(['f0:done:uploaded', 'f1:running:uploading']);
    expect(stages(queue).at(-1)).toBe('f11:waiting:uploading');
    expect(settled).toEqual(['f0']);
  });

  it('fails at once what can never fit the limits', () => {
    const { queue, runs } = createQueue();
    queue.enqueue([job('huge', 4294967295)]);
    expect(runs).toHaveLength(0);
    queue.flush();
    expect(queue.getSnapshot().items[0]).toMatchObject({
      stage: 'done',
      status: 'error',
      failure: { reason: 'sizeLimit', limit: 4294967295 },
    });
  });

  it('keeps a failed item with its error and runs it again on retry', async () => {
    const { queue, runs, settled } = createQueue();
    const [id = ''] = queue.enqueue([job('a')]);
    const refusal = new Error('refused');
    runs[0]?.reject(refusal);
    await settle();
    queue.flush();
    expect(queue.getSnapshot().items[0]).toMatchObject({
      status: 'error',
      failure: { reason: 'request', error: refusal },
    });
    expect(settled).toEqual(['a']);

    queue.retry(id);
    expect(runs).toHaveLength(2);
    runs[1]?.resolve();
    await settle();
    expect(stages(queue)).toEqual(['a:done:uploaded']);
  });

  it('aborts a running item on remove and starts the next', async () => {
    const { queue, runs, settled } = createQueue();
    const ids = queue.enqueue(Array.from({ length: 10 }, (_, index) => job(`f${String(index)}`)));
    queue.remove(ids[0] ?? '');
    expect(runs[0]?.context.signal.aborted).toBe(true);
    expect(runs.map((run) => run.job.name).at(-1)).toBe('f9');
    runs[0]?.reject(new Error('aborted'));
    await settle();
    expect(stages(queue)).not.toContain('f0:done:error');
    expect(settled).toEqual([]);
  });

  it('clears the finished items, uploaded, failed and cancelled alike, and keeps the running ones', async () => {
    const { queue, runs } = createQueue();
    queue.enqueue([job('ok'), job('bad'), job('cancelled'), job('running')]);
    runs[0]?.resolve();
    runs[1]?.reject(new Error('no'));
    runs[2]?.reject(new UploadCancelled());
    await settle();
    queue.clearFinished();
    expect(stages(queue)).toEqual(['running:running:uploading']);
  });

  it('asks its question and fails the item as cancelled when it is dismissed', async () => {
    const { queue, runs } = createQueue();
    queue.enqueue([job('folder')]);
    const answer = runs[0]?.context.ask('clash?');
    queue.flush();
    expect(queue.getSnapshot().question).toMatchObject({ question: 'clash?' });
    queue.answer(null);
    await expect(answer).rejects.toBeInstanceOf(UploadCancelled);
    runs[0]?.reject(new UploadCancelled());
    await settle();
    queue.flush();
    expect(queue.getSnapshot().question).toBeNull();
    expect(queue.getSnapshot().items[0]?.failure).toEqual({ reason: 'cancelled' });
  });

  it('passes the answer on', async () => {
    const { queue, runs } = createQueue();
    queue.enqueue([job('folder')]);
    const answer = runs[0]?.context.ask('clash?');
    queue.answer('yes');
    await expect(answer).resolves.toBe('yes');
  });

  it('publishes progress at most every 100 ms, replacing only the items that changed', () => {
    const { queue, runs } = createQueue();
    queue.enqueue([job('a'), job('b')]);
    queue.flush();
    const before = queue.getSnapshot().items;
    const listener = vi.fn();
    queue.subscribe(listener);

    for (let percent = 1; percent <= 50; percent += 1) runs[0]?.context.onProgress(percent);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledOnce();

    const after = queue.getSnapshot().items;
    expect(after[0]?.percent).toBe(50);
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBe(before[1]);
  });
});
