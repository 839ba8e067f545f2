import { createReadStream } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ModelUploadState } from '../../../codegen/model/modelUploadState';
import type { ModelConversionSettings } from '../config';
import type { Db } from '../db/database';
import {
  beatModel,
  claimableConversions,
  type ModelRow,
  type ModelSource,
  setVersionModelState,
  updateModelIfUnchanged,
} from '../repositories/models.repository';
import { findRendition, saveRendition } from '../repositories/renditions.repository';
import type { BlobStorage } from '../storage/blob-storage';
import { ConversionError } from './converter-process';
import { settleMerges } from './model-merges';
import { convertIfcToFragments, type ConverterStage } from './model-converter';

interface Dependencies {
  db: Db;
  blobs: BlobStorage;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** A version's model state changed: the explorers showing it are told (the explorer hub). */
  onVersionChanged: (version: ModelSource) => void;
}

/** The version's state as each converter stage is reached (ModelUploadState's labels). */
const STATE_OF_STAGE: Record<ConverterStage, ModelUploadState> = {
  geometry: ModelUploadState.CollectingGeometry,
  attributes: ModelUploadState.Processing,
  relations: ModelUploadState.PreparingModel,
};

/** A conversion that died with its process this often is failed instead of started again. */
export const MAX_ATTEMPTS = 3;

const interrupted = () =>
  `The conversion stopped with the server ${String(MAX_ATTEMPTS)} times; the model may be too large for this server.`;
const notConverted = 'The server could not convert the model; try again later.';

/**
 * The model service's background work (docs/models.md): converting model versions to the viewer's format, one at a
 * time per process (a large model takes a core and up to a gigabyte) in a converter process of its own, and settling
 * merged models once their parts are converted. The jobs are database rows: any process of an installation claims a
 * waiting one, keeps it alive with a heartbeat, and takes over one whose process died (a restart resumes it), so that
 * nothing lives only in one process's memory.
 */
export class ModelQueue {
  private current: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly settings: ModelConversionSettings,
    private readonly dependencies: Dependencies,
  ) {}

  /** Starts looking for work, now and every `pollMs`. */
  start(): void {
    this.timer = setInterval(() => {
      this.wake();
    }, this.settings.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Looks for work now: a job was queued, or a conversion finished. */
  wake(): void {
    if (this.closed) return;
    if (this.polling) {
      this.again = true;
      return;
    }
    this.polling = this.poll()
      .catch((error: unknown) => {
        this.dependencies.log.error({ err: error }, 'The model queue could not look for work.');
      })
      .finally(() => {
        this.polling = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Resolves once nothing runs and nothing is queued that this process could take (tests, benchmarks). */
  async idle(): Promise<void> {
    for (;;) {
      await this.polling;
      await this.current;
      if (!this.polling && !this.current) return;
    }
  }

  /** Stops taking work and lets the running conversion finish. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.polling;
    await this.current;
  }

  private async poll(): Promise<void> {
    const { db, clock } = this.dependencies;
    await this.settle();
    if (this.current || this.closed) return;
    const staleBefore = new Date(clock().getTime() - this.settings.staleMs).toISOString();
    for (const candidate of await claimableConversions(db, staleBefore, 5)) {
      const claimed = await this.claim(candidate);
      if (!claimed) continue;
      this.current = this.convert(claimed).finally(() => {
        this.current = null;
        this.wake();
      });
      return;
    }
  }

  private async settle(): Promise<void> {
    for (const version of await settleMerges(this.dependencies.db, this.dependencies.clock))
      this.dependencies.onVersionChanged(version);
  }

  /** Takes the job for this process; the claimed row, or undefined when another process was first. */
  private async claim(row: ModelRow): Promise<ModelRow | undefined> {
    const now = this.dependencies.clock().toISOString();
    const resumed = row.state !== ModelUploadState.Waiting;
    if (resumed) this.dependencies.log.warn({ model: row.id }, 'A conversion whose process stopped is taken over.');
    if (resumed && row.attempts >= MAX_ATTEMPTS) {
      await this.finish(row, { state: ModelUploadState.Error, failure: interrupted() });
      return undefined;
    }
    const claimed: ModelRow = {
      ...row,
      state: ModelUploadState.CollectingGeometry,
      attempts: row.attempts + 1,
      heartbeat_at: now,
      updated_at: now,
    };
    const { state, attempts, heartbeat_at, updated_at } = claimed;
    if (!(await updateModelIfUnchanged(this.dependencies.db, row, { state, attempts, heartbeat_at, updated_at })))
      return undefined;
    await this.mirror(claimed);
    return claimed;
  }

  private async convert(row: ModelRow): Promise<void> {
    const { db, log, clock } = this.dependencies;
    let stamp = row;
    const beat = setInterval(() => {
      void beatModel(db, row.id, clock().toISOString()).catch((error: unknown) => {
        log.warn({ err: error, model: row.id }, 'A conversion could not report that it lives.');
      });
    }, this.settings.staleMs / 3);
    // One stage after another, in order, however fast the converter reports them.
    let stages = Promise.resolve();
    const advance = (state: ModelUploadState) => {
      stages = stages.then(async () => {
        if (stamp.state === state) return;
        stamp = (await this.move(stamp, { state })) ?? stamp;
      });
    };
    try {
      const blobKey = await this.fragmentsOf(row, (stage) => {
        advance(STATE_OF_STAGE[stage]);
      });
      await stages;
      if (blobKey === null) return;
      await this.finish(stamp, { state: ModelUploadState.Completed, failure: null });
    } catch (error) {
      await stages.catch(() => undefined);
      const failure = error instanceof ConversionError ? error.message : notConverted;
      if (!(error instanceof ConversionError)) log.error({ err: error, model: row.id }, 'A conversion could not run.');
      await this.finish(stamp, { state: ModelUploadState.Error, failure }).catch((finishError: unknown) => {
        log.error({ err: finishError, model: row.id }, 'A failed conversion could not be recorded.');
      });
    } finally {
      clearInterval(beat);
    }
  }

  /**
   * The fragments of the model's file, converted now or earlier (a copy of the document shares its file, and the
   * conversion with it); the rendition's blob key.
   */
  private async fragmentsOf(row: ModelRow, onStage: (stage: ConverterStage) => void): Promise<string | null> {
    const { db, blobs, clock } = this.dependencies;
    const sourceKey = row.source_blob_key;
    if (sourceKey === null) throw new ConversionError('unreadable', 'The model has no file.');
    const known = await findRendition(db, sourceKey, 'frag');
    if (known?.blobKey) return known.blobKey;
    const source = await blobs.localFile(sourceKey);
    const workDir = await mkdtemp(join(tmpdir(), 'cde-model-'));
    try {
      const inputPath = join(workDir, `source${row.extension}`);
      await symlink(source.path, inputPath);
      const outputPath = join(workDir, 'model.frag');
      const { timeoutMs, memoryMiB } = this.settings;
      await convertIfcToFragments({ inputPath, outputPath, timeoutMs, memoryMiB, onStage });
      const blob = await blobs.write(createReadStream(outputPath));
      if (
        await saveRendition(
          db,
          { sourceBlobKey: sourceKey, format: 'frag' },
          { blobKey: blob.key, failure: null },
          clock(),
        )
      )
        return blob.key;
      // Another process converted the same file meanwhile: its result stands.
      await blobs.remove(blob.key);
      return (await findRendition(db, sourceKey, 'frag'))?.blobKey ?? null;
    } finally {
      await rm(workDir, { recursive: true, force: true });
      await source.release();
    }
  }

  /** Moves the job to a state if it is still this process's; the row as it now stands, or undefined. */
  private async move(
    row: ModelRow,
    changes: { state: ModelUploadState; failure?: string | null },
  ): Promise<ModelRow | undefined> {
    const now = this.dependencies.clock().toISOString();
    const moved: ModelRow = { ...row, ...changes, updated_at: now };
    const { state, failure, updated_at } = moved;
    if (!(await updateModelIfUnchanged(this.dependencies.db, row, { state, failure, updated_at }))) {
      this.dependencies.log.warn({ model: row.id }, 'Another process took the conversion over; this one stops.');
      return undefined;
    }
    await this.mirror(moved);
    return moved;
  }

  private async finish(row: ModelRow, changes: { state: ModelUploadState; failure: string | null }): Promise<void> {
    if (await this.move(row, changes)) await this.settle();
  }

  /** Writes the job's state into its version's metadata, where the explorer and uploadStatus read it. */
  private async mirror(row: ModelRow): Promise<void> {
    if (row.document_id === null || row.version_index === null) return;
    const version = { documentId: row.document_id, versionIndex: row.version_index };
    const state = row.state as ModelUploadState;
    const tanglVersionId = state === ModelUploadState.Completed ? row.id : null;
    await setVersionModelState(
      this.dependencies.db,
      version,
      { tanglVersionId, jobId: row.job_id, uploadState: state },
      row.updated_at,
    );
    this.dependencies.onVersionChanged(version);
  }
}
