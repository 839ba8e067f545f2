import { createReadStream } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PdfPreparation } from '../../../codegen/model/pdfPreparation';
import { PdfPreparationState } from '../../../codegen/model/pdfPreparationState';
import type { OfficeConversionSettings } from '../config';
import type { Db } from '../db/database';
import { tooManyRequests } from '../problem';
import { findRendition, type RenditionFormat, saveRendition } from '../repositories/renditions.repository';
import type { BlobStorage } from '../storage/blob-storage';
import { ConversionError } from './converter-process';
import { convertDwgToDxf } from './drawing-converter';
import { convertToPdf } from './office-converter';
import { type ClaimTimes, DEFAULT_CLAIM_TIMES, RenditionClaims } from './rendition-claims';

/** The formats this queue converts to; the model viewer's conversions have a queue of their own (model-queue.ts). */
export type QueuedFormat = Exclude<RenditionFormat, 'frag'>;

/** A file to convert: its blob, its extension (with the dot; it tells LibreOffice what it is) and the target. */
export interface ConversionJob {
  sourceBlobKey: string;
  extension: string;
  format: QueuedFormat;
}

const jobKey = (job: Pick<ConversionJob, 'sourceBlobKey' | 'format'>) => `${job.format}:${job.sourceBlobKey}`;

interface Dependencies {
  db: Db;
  blobs: BlobStorage;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** The claims' heartbeat and staleness; DEFAULT_CLAIM_TIMES unless set (the tests shorten them). */
  claimTimes?: ClaimTimes;
}

/** Requests that find the claim changing hands this many times in a row are told to ask again. */
const CLAIM_ROUNDS = 3;

/**
 * The conversions for the viewers (docs/viewers.md), office documents to PDF and DWG drawings to DXF: at most
 * `concurrency` converter processes at once, at most `maxQueued` waiting, each file once per format however many
 * viewers ask for it meanwhile. A result is recorded in the database (renditions.repository.ts), so that it outlives
 * the process. What waits or runs is claimed in the database too (rendition-claims.ts): behind a proxy a viewer's next
 * poll may reach another process of the installation, which then answers from the claim instead of converting the
 * file a second time, and takes the claim over when the process holding it died.
 */
export class RenditionQueue {
  private readonly waiting: ConversionJob[] = [];
  private readonly running = new Map<string, { job: ConversionJob; done: Promise<void> }>();
  private readonly freeSlots: number[];
  private readonly profileRoot: Promise<string>;
  private readonly claims: RenditionClaims;
  /** Claims being taken now: they count towards `maxQueued` before they join `waiting`. */
  private claiming = 0;
  private closed = false;

  constructor(
    private readonly settings: OfficeConversionSettings,
    private readonly dependencies: Dependencies,
  ) {
    this.freeSlots = Array.from({ length: settings.concurrency }, (_, slot) => slot);
    this.profileRoot = mkdtemp(join(tmpdir(), 'cde-soffice-'));
    this.claims = new RenditionClaims(dependencies, dependencies.claimTimes ?? DEFAULT_CLAIM_TIMES, () => [
      ...this.waiting,
      ...[...this.running.values()].map(({ job }) => job),
    ]);
  }

  /** Where the file's conversion stands, here or in another process, or undefined when none holds it. */
  async preparation(source: Pick<ConversionJob, 'sourceBlobKey' | 'format'>): Promise<PdfPreparation | undefined> {
    const local = this.localPreparation(source);
    if (local) return local;
    const standing = await this.claims.standing(source);
    return standing.kind === 'claimed' ? standing.preparation : undefined;
  }

  /**
   * Where the conversion stands, after claiming and queuing it here when no live process holds it; 429 when this
   * process's queue is full. The limit is this process's: each process converts only what it claimed, with its own
   * slots, so its queue is what a viewer waits behind (an installation holds at most processes × `maxQueued`).
   */
  async request(job: ConversionJob): Promise<PdfPreparation> {
    for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
      const local = this.localPreparation(job);
      if (local) return local;
      const standing = await this.claims.standing(job);
      if (standing.kind === 'claimed') return standing.preparation;
      // A closing process claims nothing: the viewer's next poll reaches a process that does.
      if (this.closed) break;
      if (this.waiting.length + this.claiming >= this.settings.maxQueued)
        throw tooManyRequests('Too many documents wait for conversion; try again in a minute.');
      this.claiming += 1;
      const taken = await this.claims.take(job, standing.stale).finally(() => {
        this.claiming -= 1;
      });
      if (taken) {
        this.waiting.push(job);
        this.startNext();
        return this.localPreparation(job) ?? { state: PdfPreparationState.Converting, queuePosition: 0 };
      }
      // Another process claimed it between the look and the claim: the next round sees its claim.
    }
    return { state: PdfPreparationState.Queued, queuePosition: 0 };
  }

  /** Resolves once nothing runs here (tests, a graceful stop). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()].map(({ done }) => done));
  }

  /**
   * Drops what waits and gives its claims up, so that the next request to another process claims them; lets what runs
   * finish (its claims beating until then), and removes the LibreOffice profiles.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    try {
      await this.claims.releaseWaiting();
    } catch (error) {
      // Left behind, they go stale and are taken over as a dead process's would be.
      this.dependencies.log.warn({ err: error }, 'The waiting conversions could not be given up.');
    }
    await this.idle();
    this.claims.stop();
    await rm(await this.profileRoot, { recursive: true, force: true });
  }

  /** Where the conversion stands in this process's queue, or undefined when this process holds no claim of it. */
  private localPreparation(source: Pick<ConversionJob, 'sourceBlobKey' | 'format'>): PdfPreparation | undefined {
    const key = jobKey(source);
    if (this.running.has(key)) return { state: PdfPreparationState.Converting, queuePosition: 0 };
    const index = this.waiting.findIndex((job) => jobKey(job) === key);
    if (index < 0) return undefined;
    return { state: PdfPreparationState.Queued, queuePosition: this.running.size + index };
  }

  private startNext(): void {
    if (this.closed) return;
    const slot = this.freeSlots.shift();
    if (slot === undefined) return;
    const job = this.waiting.shift();
    if (!job) {
      this.freeSlots.push(slot);
      return;
    }
    const done = this.convert(job, slot).finally(() => {
      this.running.delete(jobKey(job));
      this.freeSlots.push(slot);
      this.startNext();
    });
    this.running.set(jobKey(job), { job, done });
  }

  private async convert(job: ConversionJob, slot: number): Promise<void> {
    const { db, blobs, log, clock } = this.dependencies;
    try {
      // Released by close(), or taken over after this process missed its heartbeats: the claim's holder converts it.
      if (!(await this.claims.start(job))) return;
      // Another process may have converted it since the request looked.
      if (await findRendition(db, job.sourceBlobKey, job.format)) return;
      const profileDir = join(await this.profileRoot, `slot-${String(slot)}`);
      const result = await this.convertFile(job, profileDir).then(
        (blobKey) => ({ blobKey, failure: null }) as const,
        (error: unknown) => {
          if (!(error instanceof ConversionError)) throw error;
          log.warn(
            { key: job.sourceBlobKey, format: job.format, reason: error.message },
            'A file could not be converted.',
          );
          return { blobKey: null, failure: error.message } as const;
        },
      );
      const saved = await saveRendition(db, job, result, clock());
      if (!saved && result.blobKey !== null) await blobs.remove(result.blobKey);
    } catch (error) {
      // Not the document's fault (storage, database): nothing is recorded, so the next request tries again.
      log.error({ err: error, key: job.sourceBlobKey, format: job.format }, 'A conversion could not run.');
    } finally {
      // After the result is saved, so that a poll on any process finds either the claim or the result.
      await this.claims.release(job).catch((error: unknown) => {
        // Left behind, it goes stale and is taken over; the taker finds the result recorded.
        log.warn(
          { err: error, key: job.sourceBlobKey, format: job.format },
          'A conversion claim could not be removed.',
        );
      });
    }
  }

  /** Converts the blob and stores the result as a blob of its own; its key. */
  private async convertFile(job: ConversionJob, profileDir: string): Promise<string> {
    const { blobs } = this.dependencies;
    const source = await blobs.localFile(job.sourceBlobKey);
    const workDir = await mkdtemp(join(tmpdir(), 'cde-convert-'));
    try {
      // The converters pick their import by the name's extension; a link gives it one without copying the file.
      const inputPath = join(workDir, `source${job.extension.toLowerCase()}`);
      await symlink(source.path, inputPath);
      const converted = await this.convertPath(job.format, inputPath, join(workDir, 'out'), profileDir);
      try {
        return (await blobs.write(createReadStream(converted.path))).key;
      } finally {
        await converted.release();
      }
    } finally {
      await rm(workDir, { recursive: true, force: true });
      await source.release();
    }
  }

  private async convertPath(format: QueuedFormat, inputPath: string, outputDir: string, profileDir: string) {
    const { command, timeoutMs } = this.settings;
    if (format === 'pdf') return convertToPdf({ command, inputPath, profileDir, timeoutMs });
    const outputPath = `${outputDir}.dxf`;
    await convertDwgToDxf({ inputPath, outputPath, timeoutMs });
    return { path: outputPath, release: () => rm(outputPath, { force: true }) };
  }
}
