import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemCode } from '../../codegen/model/problemCode';
import { ModelUploadState } from '../../codegen/model/modelUploadState';
import { createMergedModel201Response, mergeModels202Response } from '../../codegen/zod/models/models.zod';
import { expectProblem } from './documents.seed';
import {
  BROKEN_IFC,
  converted,
  IFC,
  modelOf,
  serverWithModels,
  startSync,
  syncStatus,
  type ModelTestServer,
} from './model-helpers';
import { STAFF } from './test-server';

let setup: Awaited<ReturnType<typeof serverWithModels>>;
let server: ModelTestServer;

beforeAll(async () => {
  setup = await serverWithModels();
  server = setup.server;
});
afterAll(async () => {
  await server.app.close();
});

/** The states the version goes through, as uploadStatus answers them while the job runs. */
async function statesWhileConverting(document: { id: string }): Promise<ModelUploadState[]> {
  const seen: ModelUploadState[] = [(await startSync(server, document)).uploadState];
  while (seen.at(-1) !== ModelUploadState.Completed && seen.at(-1) !== ModelUploadState.Error) {
    const { uploadState } = await syncStatus(server, document);
    if (uploadState !== seen.at(-1)) seen.push(uploadState);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return seen;
}

const ORDER: readonly ModelUploadState[] = [
  ModelUploadState.Waiting,
  ModelUploadState.CollectingGeometry,
  ModelUploadState.Processing,
  ModelUploadState.PreparingModel,
  ModelUploadState.Completed,
];

describe('a model version', () => {
  it('is converted in the background through the states of the specification, then has its model id', async () => {
    const document = await setup.uploadFixture(IFC.walls, 'Стены.ifc');
    const states = await statesWhileConverting(document);
    expect(states[0]).toBe(ModelUploadState.Waiting);
    expect(states.at(-1)).toBe(ModelUploadState.Completed);
    // In the specification's order, whichever the polling caught.
    expect(states.map((state) => ORDER.indexOf(state))).toEqual(
      [...states.map((state) => ORDER.indexOf(state))].sort((a, b) => a - b),
    );
    const status = await syncStatus(server, document);
    expect(status).toMatchObject({ documentId: document.id, versionIndex: 0, failure: null });
    expect(status.tanglVersionId).toEqual(expect.any(String));
    expect(status.jobId).toEqual(expect.any(String));

    // The explorer's version metadata says the same, and asking again starts nothing new.
    const again = await startSync(server, document);
    expect(again).toEqual(status);
    const model = await modelOf(server, status.tanglVersionId ?? '');
    expect(model).toMatchObject({ id: status.tanglVersionId, name: 'Стены.ifc', uploadState: 'Completed' });
    expect(model.parts).toHaveLength(1);
    const [part] = model.parts;
    expect(part).toMatchObject({ id: status.tanglVersionId, documentId: document.id, versionIndex: 0 });
    const file = await server.call(STAFF, { method: 'GET', url: part?.fileUri ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.rawPayload.length).toBe(part?.size);
    expect(file.rawPayload.length).toBeGreaterThan(10_000);
  });

  it('converts a zipped IFC', async () => {
    const steel = await setup.uploadFixture(IFC.steel, 'Сталь.ifczip');
    expect(await converted(server, steel)).toMatchObject({ uploadState: 'Completed', failure: null });
  });

  it('fails a broken IFC with a reason, and starts it again when asked', async () => {
    const document = await setup.upload('Обрыв.ifc', BROKEN_IFC);
    const failed = await converted(server, document);
    expect(failed).toMatchObject({ uploadState: 'Error', tanglVersionId: null });
    expect(failed.failure).toEqual(expect.stringMatching(/\S/));
    const retried = await startSync(server, document);
    expect(retried.uploadState).toBe(ModelUploadState.Waiting);
    expect(retried.jobId).not.toBe(failed.jobId);
    await server.app.models.idle();
    expect((await syncStatus(server, document)).uploadState).toBe(ModelUploadState.Error);
  });

  it('fails what is not an IFC model at all, and a model format only another service converts', async () => {
    const text = await setup.upload('Не модель.ifc', 'Просто текст');
    expect((await converted(server, text)).failure).toMatch(/not an IFC model/);
    const revit = await setup.upload('Модель.rvt-tangl', 'RVT');
    const status = await startSync(server, revit);
    expect(status).toMatchObject({ uploadState: 'Error', tanglVersionId: null });
    expect(status.failure).toMatch(/\.ifc/);
  });

  it('refuses a version that is no model, and what does not exist', async () => {
    const pdf = await setup.upload('Записка.pdf', '%PDF-1.4');
    expectProblem(
      await server.call(STAFF, { method: 'PUT', url: `/v1/tangl/${pdf.id}/versions/-1/uploadVersion` }),
      400,
      ProblemCode.IncorrectParam,
    );
    expectProblem(
      await server.call(STAFF, { method: 'GET', url: `/v1/tangl/${pdf.id}/versions/7/uploadStatus` }),
      404,
      ProblemCode.NotFound,
    );
    expectProblem(await server.call(STAFF, { method: 'GET', url: '/v1/models/nothing' }), 404, ProblemCode.NotFound);
  });

  it('answers None for a model version nobody has synchronised yet', async () => {
    const document = await setup.uploadFixture(IFC.house);
    expect(await syncStatus(server, document)).toMatchObject({
      uploadState: 'None',
      jobId: null,
      tanglVersionId: null,
    });
  });
});

describe('merged models', () => {
  it('merges converted model versions at once, and refuses what is not converted', async () => {
    const slabs = await converted(server, await setup.uploadFixture(IFC.slabs));
    const walls = await converted(server, await setup.uploadFixture(IFC.walls));
    const response = await server.call(STAFF, {
      method: 'POST',
      url: '/v1/tangl/merge',
      payload: { tanglVersionIds: [slabs.tanglVersionId, walls.tanglVersionId] },
    });
    expect(response.statusCode, response.body).toBe(202);
    const merged = mergeModels202Response.parse(response.json());
    expect(merged.uploadState).toBe(ModelUploadState.Merged);
    const model = await modelOf(server, merged.tanglVersionId ?? '');
    expect(model.parts.map((part) => part.id)).toEqual([slabs.tanglVersionId, walls.tanglVersionId]);
    expect(model.name).toContain(' + ');

    // A merge of a merged model and one of its parts stays flat.
    const flat = await server.call(STAFF, {
      method: 'POST',
      url: '/v1/tangl/merge',
      payload: { tanglVersionIds: [merged.tanglVersionId, slabs.tanglVersionId] },
    });
    const flatModel = await modelOf(server, mergeModels202Response.parse(flat.json()).tanglVersionId ?? '');
    expect(flatModel.parts).toHaveLength(2);

    const waiting = await setup.uploadFixture(IFC.house);
    const started = await startSync(server, waiting);
    expectProblem(
      await server.call(STAFF, {
        method: 'POST',
        url: '/v1/tangl/merge',
        payload: { tanglVersionIds: [slabs.tanglVersionId, started.jobId] },
      }),
      404,
      ProblemCode.NotFound,
    );
    await server.app.models.idle();
  });

  it('creates a merged-model document that waits for its models, then is Merged with the parts', async () => {
    const slabs = await setup.uploadFixture(IFC.slabs, 'КЖ перекрытия.ifc');
    const walls = await setup.uploadFixture(IFC.walls, 'АР стены.ifc');
    const response = await server.call(STAFF, {
      method: 'POST',
      url: '/v1/merged-models',
      payload: { name: 'Сводная модель', parentDirectoryId: setup.directory.id, documentIds: [slabs.id, walls.id] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data: document } = createMergedModel201Response.parse(response.json());
    expect(document.name).toBe('Сводная модель.cim');
    expect(document.version.metadata).toMatchObject({ uploadState: 'Waiting', tanglVersionId: null });
    await server.app.models.idle();
    const status = await syncStatus(server, document);
    expect(status).toMatchObject({ uploadState: 'Merged' });
    const model = await modelOf(server, status.tanglVersionId ?? '');
    expect(model).toMatchObject({ name: 'Сводная модель.cim', uploadState: 'Merged' });
    expect(model.parts.map((part) => part.name)).toEqual(['КЖ перекрытия.ifc', 'АР стены.ifc']);
    const manifest = await server.call(STAFF, { method: 'GET', url: document.version.downloadUri });
    expect(JSON.parse(manifest.body)).toMatchObject({ format: 'cde-merged-model/1' });
  });

  it('fails a merged model whose part cannot be converted, and starts it again on request', async () => {
    const broken = await setup.upload('Обрыв модели.ifc', BROKEN_IFC);
    const house = await setup.uploadFixture(IFC.house, 'Дом.ifc');
    const response = await server.call(STAFF, {
      method: 'POST',
      url: '/v1/merged-models',
      payload: { name: 'С ошибкой.cim', parentDirectoryId: setup.directory.id, documentIds: [broken.id, house.id] },
    });
    const { data: document } = createMergedModel201Response.parse(response.json());
    await server.app.models.idle();
    const failed = await syncStatus(server, document);
    expect(failed.uploadState).toBe(ModelUploadState.Error);
    expect(failed.failure).toContain('«Обрыв модели.ifc»');
    const retried = await startSync(server, document);
    expect(retried.uploadState).toBe(ModelUploadState.Waiting);
    await server.app.models.idle();
    expect((await syncStatus(server, document)).uploadState).toBe(ModelUploadState.Error);
  });

  it('refuses documents that are no models, and a name taken', async () => {
    const pdf = await setup.upload('Схема.pdf', '%PDF-1.4');
    const house = await setup.uploadFixture(IFC.house, 'Дом 2.ifc');
    const payload = { name: 'Сводная 2', parentDirectoryId: setup.directory.id, documentIds: [pdf.id, house.id] };
    expectProblem(
      await server.call(STAFF, { method: 'POST', url: '/v1/merged-models', payload }),
      400,
      ProblemCode.IncorrectParam,
    );
    const before = await server.app.db.selectFrom('models').select('id').execute();
    const taken = { ...payload, name: 'Дом 2.ifc', documentIds: [house.id, house.id] };
    expectProblem(
      await server.call(STAFF, { method: 'POST', url: '/v1/merged-models', payload: taken }),
      400,
      ProblemCode.IncorrectParam,
    );
    expect(await server.app.db.selectFrom('models').select('id').execute()).toEqual(before);
  });
});
