import { itemsToStart, limitFailure, type UploadFailure, type UploadItem } from './upload-queue.utils';

/** What an item's runner gets: where to report progress, when to stop, and how to ask the user mid-way. */
export interface UploadRunContext<TQuestion, TAnswer> {
  onProgress: (percent: number) => void;
  signal: AbortSignal;
  /** Shows a question (the folder name clash) and waits for the answer; one question at a time. */
  ask: (question: TQuestion) => Promise<TAnswer>;
}

/** A cancellation the runner asks for (the user cancelled a folder's clash dialog): the item fails with that reason. */
export class UploadCancelled extends Error {
  override readonly name = 'UploadCancelled';
}

/** What to upload: the item's description, and the payload its runner needs. */
export type UploadJob<TPayload> = Pick<
  UploadItem,
  'kind' | 'name' | 'size' | 'fileCount' | 'targetId' | 'targetName'
> & {
  payload: TPayload;
};

export interface UploadQueueOptions<TPayload, TQuestion, TAnswer> {
  run: (job: UploadJob<TPayload>, context: UploadRunContext<TQuestion, TAnswer>) => Promise<void>;
  /** Called when an item finished either way (a failed folder may have created its directory): reload its target. */
  onSettled?: (job: UploadJob<TPayload>) => void;
  /** Progress and state changes reach subscribers at most this often, so that thousands of items do not stall. */
  notifyEveryMs?: number;
}

export interface PendingQuestion<TQuestion> {
  itemId: string;
  question: TQuestion;
}

export interface UploadQueueSnapshot<TQuestion> {
  items: readonly UploadItem[];
  question: PendingQuestion<TQuestion> | null;
}

interface Entry<TPayload> {
  item: UploadItem;
  job: UploadJob<TPayload>;
  controller: AbortController | null;
}

/**
 * The app's upload queue, an external store for `useSyncExternalStore`: it lives beside the router, so uploads go on
 * while the user moves around the app. Items wait, run and finish under the limits of `itemsToStart`; progress comes
 * from the runner and is published at most every `notifyEveryMs`, with unchanged items keeping their identity.
 */
export class UploadQueue<TPayload, TQuestion = never, TAnswer = never> {
  private readonly entries = new Map<string, Entry<TPayload>>();
  private readonly listeners = new Set<() => void>();
  private readonly questions: { itemId: string; question: TQuestion; resolve: (answer: TAnswer | null) => void }[] = [];
  private snapshot: UploadQueueSnapshot<TQuestion> = { items: [], question: null };
  private timer: ReturnType<typeof setTimeout> | null = null;
  private nextId = 1;

  constructor(private readonly options: UploadQueueOptions<TPayload, TQuestion, TAnswer>) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): UploadQueueSnapshot<TQuestion> => this.snapshot;

  /** Adds jobs at the end of the queue; those that can never fit the limits fail at once with the limit. */
  enqueue(jobs: readonly UploadJob<TPayload>[]): string[] {
    const ids = jobs.map((job) => {
      const id = `upload-${this.nextId++}`;
      const failure = limitFailure(job);
      this.entries.set(id, {
        job,
        controller: null,
        item: {
          id,
          kind: job.kind,
          name: job.name,
          size: job.size,
          fileCount: job.fileCount,
          targetId: job.targetId,
          targetName: job.targetName,
          stage: failure ? 'done' : 'waiting',
          status: failure ? 'error' : 'uploading',
          percent: 0,
          failure,
        },
      });
      return id;
    });
    this.pump();
    return ids;
  }

  /** A failed item waits again, keeping its place in the list. Bound, to be handed to rows as it is. */
  readonly retry = (id: string): void => {
    const entry = this.entries.get(id);
    if (entry?.item.status !== 'error' || limitFailure(entry.job)) return;
    this.update(entry, { stage: 'waiting', status: 'uploading', percent: 0, failure: null });
    this.pump();
  };

  /** Removes an item; a running one is aborted, and its pending question dropped. Bound, like `retry`. */
  readonly remove = (id: string): void => {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    entry.controller?.abort();
    this.dropQuestionsOf(id);
    this.pump();
  };

  /**
   * Clears the finished items from the list, whichever way they ended: uploaded, failed or cancelled. Waiting and
   * running ones stay.
   */
  clearFinished(): void {
    for (const [id, entry] of this.entries) {
      if (entry.item.stage === 'done') this.entries.delete(id);
    }
    this.publishSoon();
  }

  /** The user's answer to the question shown (null: dismissed). */
  answer(answer: TAnswer | null): void {
    const current = this.questions.shift();
    current?.resolve(answer);
    this.publishSoon();
  }

  /** Publishes pending changes now (tests; and the panel when it opens). */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.snapshot = {
      items: Array.from(this.entries.values(), (entry) => entry.item),
      question: this.questions[0] ? { itemId: this.questions[0].itemId, question: this.questions[0].question } : null,
    };
    for (const listener of this.listeners) listener();
  }

  private pump(): void {
    const items = Array.from(this.entries.values(), (entry) => entry.item);
    for (const id of itemsToStart(items)) {
      const entry = this.entries.get(id);
      if (entry) void this.start(entry);
    }
    this.publishSoon();
  }

  private async start(entry: Entry<TPayload>): Promise<void> {
    const controller = new AbortController();
    entry.controller = controller;
    this.update(entry, { stage: 'running', status: 'uploading', percent: 0, failure: null });
    const id = entry.item.id;
    try {
      await this.options.run(entry.job, {
        signal: controller.signal,
        onProgress: (percent) => {
          if (entry.item.percent !== percent && !controller.signal.aborted) this.update(entry, { percent });
        },
        ask: (question) => this.ask(id, question),
      });
      if (controller.signal.aborted) return;
      this.update(entry, { stage: 'done', status: 'uploaded', percent: 100 });
      this.options.onSettled?.(entry.job);
    } catch (error) {
      if (controller.signal.aborted) return;
      const failure: UploadFailure =
        error instanceof UploadCancelled ? { reason: 'cancelled' } : { reason: 'request', error };
      this.update(entry, { stage: 'done', status: 'error', failure });
      this.options.onSettled?.(entry.job);
    } finally {
      entry.controller = null;
      if (this.entries.get(id) === entry) this.pump();
    }
  }

  private ask(itemId: string, question: TQuestion): Promise<TAnswer> {
    return new Promise<TAnswer>((resolve, reject) => {
      this.questions.push({
        itemId,
        question,
        resolve: (answer) => {
          if (answer === null) reject(new UploadCancelled());
          else resolve(answer);
        },
      });
      this.publishSoon();
    });
  }

  private dropQuestionsOf(itemId: string): void {
    for (let index = this.questions.length - 1; index >= 0; index -= 1) {
      const question = this.questions[index];
      if (question?.itemId !== itemId) continue;
      this.questions.splice(index, 1);
      question.resolve(null);
    }
  }

  /** Items are replaced, never mutated: a published snapshot stays as it was, and memoised rows skip the rest. */
  private update(entry: Entry<TPayload>, changes: Partial<UploadItem>): void {
    entry.item = { ...entry.item, ...changes };
    this.publishSoon();
  }

  private publishSoon(): void {
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.flush();
    }, this.options.notifyEveryMs ?? 100);
  }
}
