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
}

/**
 * The conversions for the viewers (docs/viewers.md), office documents to PDF and DWG drawings to DXF: at most
 * `concurrency` converter processes at once, at most `maxQueued` waiting, each file once per format however many
 * viewers ask for it meanwhile. A result is recorded in the
 * database (renditions.repository.ts), so that it outlives the process; a queue that dies with the process loses only
 * work that the next request starts again.
 */
export class RenditionQueue {
  private readonly waiting: ConversionJob[] = [];
  private readonly running = new Map<string, Promise<void>>();
  private readonly freeSlots: number[];
  private readonly profileRoot: Promise<string>;
  private closed = false;

  constructor(
    private readonly settings: OfficeConversionSettings,
    private readonly dependencies: Dependencies,
  ) {
    this.freeSlots = Array.from({ length: settings.concurrency }, (_, slot) => slot);
    this.profileRoot = mkdtemp(join(tmpdir(), 'cde-soffice-'));
  }

  /** Where the file's conversion stands, or undefined when it neither waits nor runs. */
  preparation(source: Pick<ConversionJob, 'sourceBlobKey' | 'format'>): PdfPreparation | undefined {
    const key = jobKey(source);
    if (this.running.has(key)) return { state: PdfPreparationState.Converting, queuePosition: 0 };
    const index = this.waiting.findIndex((job) => jobKey(job) === key);
    if (index < 0) return undefined;
    return { state: PdfPreparationState.Queued, queuePosition: this.running.size + index };
  }

  /** Where the conversion stands, after queuing it when it is not there yet; 429 when the queue is full. */
  request(job: ConversionJob): PdfPreparation {
    const known = this.preparation(job);
    if (known) return known;
    if (this.waiting.length >= this.settings.maxQueued)
      throw tooManyRequests('Too many documents wait for conversion; try again in a minute.');
    this.waiting.push(job);
    this.startNext();
    return this.preparation(job) ?? { state: PdfPreparationState.Converting, queuePosition: 0 };
  }

  /** Resolves once nothing waits or runs (tests, a graceful stop). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  /** Drops what waits, lets what runs finish, and removes the LibreOffice profiles. */
  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    await this.idle();
    await rm(await this.profileRoot, { recursive: true, force: true });
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
    const run = this.convert(job, slot).finally(() => {
      this.running.delete(jobKey(job));
      this.freeSlots.push(slot);
      this.startNext();
    });
    this.running.set(jobKey(job), run);
  }

  private async convert(job: ConversionJob, slot: number): Promise<void> {
    const { db, blobs, log, clock } = this.dependencies;
    try {
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
