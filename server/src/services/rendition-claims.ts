import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PdfPreparation } from '../../../codegen/model/pdfPreparation';
import { PdfPreparationState } from '../../../codegen/model/pdfPreparationState';
import type { Db } from '../db/database';
import {
  beatRenditionJobs,
  deleteRenditionJob,
  deleteWaitingRenditionJobs,
  findRenditionJob,
  insertRenditionJob,
  renditionJobsAhead,
  type RenditionJobKey,
  type RenditionJobRow,
  startRenditionJob,
  takeOverRenditionJob,
} from '../repositories/rendition-jobs.repository';

/** How often a process shows that its claims live, and how long without a sign of life makes a claim free to take. */
export interface ClaimTimes {
  heartbeatMs: number;
  staleMs: number;
}

/** As the model queue's jobs (docs/models.md): a beat every ten seconds, taken over after thirty without one. */
export const DEFAULT_CLAIM_TIMES: ClaimTimes = { heartbeatMs: 10_000, staleMs: 30_000 };

/**
 * What the database says of a file's conversion: claimed by a live process (and where it stands there), or free for
 * this process to claim, with the claim of a process that stopped beating to take over, if there is one.
 */
export type ClaimStanding =
  { kind: 'claimed'; preparation: PdfPreparation } | { kind: 'free'; stale: RenditionJobRow | undefined };

interface Dependencies {
  db: Db;
  log: FastifyBaseLogger;
  clock: () => Date;
}

/**
 * One RenditionQueue's claims on the viewers' conversions (the rendition_jobs rows of its token): several server
 * processes over one database convert each file once per format, and any of them tells a viewer truthfully where a
 * conversion another one holds stands. The claims the queue holds (`held()`, waiting and running) live by a heartbeat
 * every `heartbeatMs`, for all of them at once.
 */
export class RenditionClaims {
  /** This queue's id in the claim rows: a process may run several queues (the tests do), each claims for itself. */
  readonly token = randomUUID();
  private readonly timer: NodeJS.Timeout;
  private lastQueuedAt = 0;

  constructor(
    private readonly dependencies: Dependencies,
    private readonly times: ClaimTimes,
    held: () => readonly RenditionJobKey[],
  ) {
    this.timer = setInterval(() => {
      this.beat(held());
    }, times.heartbeatMs);
    this.timer.unref();
  }

  /** Where the file's conversion stands in the database. */
  async standing(key: RenditionJobKey): Promise<ClaimStanding> {
    const { db, clock } = this.dependencies;
    const row = await findRenditionJob(db, key);
    if (!row) return { kind: 'free', stale: undefined };
    const staleBefore = new Date(clock().getTime() - this.times.staleMs).toISOString();
    if (row.heartbeat_at < staleBefore) return { kind: 'free', stale: row };
    if (row.state === 'running')
      return { kind: 'claimed', preparation: { state: PdfPreparationState.Converting, queuePosition: 0 } };
    const queuePosition = await renditionJobsAhead(db, row);
    return { kind: 'claimed', preparation: { state: PdfPreparationState.Queued, queuePosition } };
  }

  /** Claims the file as free (`standing`) for this queue; false when another process claimed it meanwhile. */
  async take(key: RenditionJobKey, stale: RenditionJobRow | undefined): Promise<boolean> {
    const { db, log } = this.dependencies;
    const at = this.queuedAt();
    if (!stale) return insertRenditionJob(db, key, this.token, at);
    log.warn({ key: key.sourceBlobKey, format: key.format }, 'A conversion whose process stopped is taken over.');
    return takeOverRenditionJob(db, stale, this.token, at);
  }

  /** Marks the claim running as its conversion starts; false when it is this queue's no longer (taken over, released). */
  start(key: RenditionJobKey): Promise<boolean> {
    const { db, clock } = this.dependencies;
    return startRenditionJob(db, key, this.token, clock().toISOString());
  }

  /** Gives the claim up once the conversion ended, whether or not a result was recorded. */
  release(key: RenditionJobKey): Promise<void> {
    return deleteRenditionJob(this.dependencies.db, key, this.token);
  }

  /** Gives up the claims still waiting (a closing process), for the next request to any process to claim. */
  releaseWaiting(): Promise<void> {
    return deleteWaitingRenditionJobs(this.dependencies.db, this.token);
  }

  /** Stops the heartbeat: the queue holds nothing any more. */
  stop(): void {
    clearInterval(this.timer);
  }

  /**
   * The clock's time, later than that of this queue's previous claim: a claim's place in the queue is counted from
   * the earlier claims (renditionJobsAhead), so two claims in one millisecond must not tie.
   */
  private queuedAt(): string {
    const now = this.dependencies.clock().getTime();
    this.lastQueuedAt = Math.max(now, this.lastQueuedAt + 1);
    return new Date(this.lastQueuedAt).toISOString();
  }

  private beat(keys: readonly RenditionJobKey[]): void {
    const { db, log, clock } = this.dependencies;
    beatRenditionJobs(db, this.token, keys, clock().toISOString()).catch((error: unknown) => {
      // A missed beat or two is harmless; only staleMs without one lets another process take the claims over.
      log.warn({ err: error }, 'The conversion queue could not report that it lives.');
    });
  }
}
