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
import { findRendition, saveRendition } from '../repositories/renditions.repository';
import type { BlobStorage } from '../storage/blob-storage';
import { ConversionError, convertToPdf } from './office-converter';

/** A file to convert: its blob and its extension (with the dot), which tells LibreOffice what it is. */
export interface ConversionJob {
  sourceBlobKey: string;
  extension: string;
}

interface Dependencies {
  db: Db;
  blobs: BlobStorage;
  log: FastifyBaseLogger;
  clock: () => Date;
}

/**
 * The conversions of office documents to PDF (docs/viewers.md): at most `concurrency` LibreOffice processes at once,
 * at most `maxQueued` waiting, each file once however many viewers ask for it meanwhile. A result is recorded in the
 * database (renditions.repository.ts), so that it outlives the process; a queue that dies with the process loses only
 * work that the next request starts again.
 */
export class PdfConversionQueue {
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
  preparation(sourceBlobKey: string): PdfPreparation | undefined {
    if (this.running.has(sourceBlobKey)) return { state: PdfPreparationState.Converting, queuePosition: 0 };
    const index = this.waiting.findIndex((job) => job.sourceBlobKey === sourceBlobKey);
    if (index < 0) return undefined;
    return { state: PdfPreparationState.Queued, queuePosition: this.running.size + index };
  }

  /** Where the conversion stands, after queuing it when it is not there yet; 429 when the queue is full. */
  request(job: ConversionJob): PdfPreparation {
    const known = this.preparation(job.sourceBlobKey);
    if (known) return known;
    if (this.waiting.length >= this.settings.maxQueued)
      throw tooManyRequests('Too many documents wait for conversion; try again in a minute.');
    this.waiting.push(job);
    this.startNext();
    return this.preparation(job.sourceBlobKey) ?? { state: PdfPreparationState.Converting, queuePosition: 0 };
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
      this.running.delete(job.sourceBlobKey);
      this.freeSlots.push(slot);
      this.startNext();
    });
    this.running.set(job.sourceBlobKey, run);
  }

  private async convert(job: ConversionJob, slot: number): Promise<void> {
    const { db, blobs, log, clock } = this.dependencies;
    try {
      // Another process may have converted it since the request looked.
      if (await findRendition(db, job.sourceBlobKey)) return;
      const profileDir = join(await this.profileRoot, `slot-${String(slot)}`);
      const result = await this.convertFile(job, profileDir).then(
        (pdfBlobKey) => ({ pdfBlobKey, failure: null }) as const,
        (error: unknown) => {
          if (!(error instanceof ConversionError)) throw error;
          log.warn({ key: job.sourceBlobKey, reason: error.message }, 'A document could not be converted to PDF.');
          return { pdfBlobKey: null, failure: error.message } as const;
        },
      );
      const saved = await saveRendition(db, job.sourceBlobKey, result, clock());
      if (!saved && result.pdfBlobKey !== null) await blobs.remove(result.pdfBlobKey);
    } catch (error) {
      // Not the document's fault (storage, database): nothing is recorded, so the next request tries again.
      log.error({ err: error, key: job.sourceBlobKey }, 'The conversion to PDF could not run.');
    }
  }

  /** Converts the blob and stores the PDF as a blob of its own; its key. */
  private async convertFile(job: ConversionJob, profileDir: string): Promise<string> {
    const { blobs } = this.dependencies;
    const source = await blobs.localFile(job.sourceBlobKey);
    const inputDir = await mkdtemp(join(tmpdir(), 'cde-office-'));
    try {
      // LibreOffice picks its import filter by the name's extension; a link gives it one without copying the file.
      const inputPath = join(inputDir, `document${job.extension.toLowerCase()}`);
      await symlink(source.path, inputPath);
      const pdf = await convertToPdf({
        command: this.settings.command,
        inputPath,
        profileDir,
        timeoutMs: this.settings.timeoutMs,
      });
      try {
        return (await blobs.write(createReadStream(pdf.path))).key;
      } finally {
        await pdf.release();
      }
    } finally {
      await rm(inputDir, { recursive: true, force: true });
      await source.release();
    }
  }
}
