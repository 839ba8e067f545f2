import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document } from '../../codegen/model/document';
import { ModelUploadState } from '../../codegen/model/modelUploadState';
import { insertModel, setVersionModelState } from '../src/repositories/models.repository';
import { MAX_ATTEMPTS } from '../src/services/model-queue';
import { IFC, serverWithModels, syncStatus, type ModelTestServer } from './model-helpers';
import { STAFF } from './test-server';

/**
 * What a restart finds: conversions a dead process had claimed (their heartbeat stopped) and conversions still
 * waiting. The rows are written as that process would have left them, then this server's queue takes them.
 */

const STALE_MS = 300;
let setup: Awaited<ReturnType<typeof serverWithModels>>;
let server: ModelTestServer;

beforeAll(async () => {
  setup = await serverWithModels({ staleMs: STALE_MS });
  server = setup.server;
});
afterAll(async () => {
  await server.app.close();
});

/** The job a process left behind for the document's version 0: its state, tries and last heartbeat. */
async function leftBehind(
  document: Document,
  state: ModelUploadState,
  attempts: number,
  heartbeatAgoMs: number | null,
): Promise<string> {
  const blob = await server.app.db
    .selectFrom('versions')
    .select('blob_key')
    .where('document_id', '=', document.id)
    .executeTakeFirstOrThrow();
  const now = new Date();
  const jobId = randomUUID();
  await insertModel(server.app.db, {
    id: randomUUID(),
    job_id: jobId,
    kind: 'version',
    document_id: document.id,
    version_index: 0,
    source_blob_key: blob.blob_key,
    extension: '.ifc',
    state,
    failure: null,
    parts: '[]',
    attempts,
    heartbeat_at: heartbeatAgoMs === null ? null : new Date(now.getTime() - heartbeatAgoMs).toISOString(),
    created_by: STAFF.id,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
  await setVersionModelState(
    server.app.db,
    { documentId: document.id, versionIndex: 0 },
    { tanglVersionId: null, jobId, uploadState: state },
    now.toISOString(),
  );
  return jobId;
}

async function settled(document: Document) {
  for (;;) {
    server.app.models.wake();
    await server.app.models.idle();
    const status = await syncStatus(server, document);
    if (status.uploadState === ModelUploadState.Completed || status.uploadState === ModelUploadState.Error)
      return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('after a restart', () => {
  it('takes over a conversion whose process died mid-way, under the same job', async () => {
    const document = await setup.uploadFixture(IFC.house);
    const jobId = await leftBehind(document, ModelUploadState.Processing, 1, STALE_MS * 10);
    const status = await settled(document);
    expect(status).toMatchObject({ uploadState: 'Completed', jobId });
    const row = await server.app.db.selectFrom('models').selectAll().where('job_id', '=', jobId).executeTakeFirst();
    expect(row?.attempts).toBe(2);
  });

  it('leaves a conversion alone while its process still beats', async () => {
    const document = await setup.uploadFixture(IFC.house);
    await leftBehind(document, ModelUploadState.CollectingGeometry, 1, 0);
    server.app.models.wake();
    await server.app.models.idle();
    expect((await syncStatus(server, document)).uploadState).toBe(ModelUploadState.CollectingGeometry);
    // Once it has been silent for longer than the limit, it is taken over.
    expect((await settled(document)).uploadState).toBe(ModelUploadState.Completed);
  });

  it('runs the conversions that were still waiting', async () => {
    const document = await setup.uploadFixture(IFC.house);
    await leftBehind(document, ModelUploadState.Waiting, 0, null);
    expect((await settled(document)).uploadState).toBe(ModelUploadState.Completed);
  });

  it(`fails a conversion that died with its process ${String(MAX_ATTEMPTS)} times, cleanly`, async () => {
    const document = await setup.uploadFixture(IFC.house);
    await leftBehind(document, ModelUploadState.PreparingModel, MAX_ATTEMPTS, STALE_MS * 10);
    const status = await settled(document);
    expect(status).toMatchObject({ uploadState: 'Error', tanglVersionId: null });
    expect(status.failure).toMatch(/stopped with the server/);
  });
});
