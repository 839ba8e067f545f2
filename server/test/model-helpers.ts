import { randomUUID } from 'node:crypto';
import type { Document } from '../../codegen/model/document';
import type { ModelSyncStatus } from '../../codegen/model/modelSyncStatus';
import {
  getModel200Response,
  getModelUploadStatus200Response,
  uploadModelVersion202Response,
} from '../../codegen/zod/models/models.zod';
import { DEFAULT_MODEL_CONVERSION, type ModelConversionSettings } from '../src/config';
import { seedDirectory, uploadTestDocument } from './documents.seed';
import { fixture } from './rendition-helpers';
import { startTestServer, STAFF, type TestAccount } from './test-server';

export type ModelTestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The IFC fixtures (../shared/fixtures/ifc), by a short name. */
export const IFC = {
  house: 'ifc/IfcOpenHouse_IFC4.ifc',
  duplex: 'ifc/Duplex_A_20110907.ifc',
  slabs: 'ifc/Schependomlaan_IFC-breedplaatvloeren.ifc',
  frames: 'ifc/Schependomlaan_IFC-houten-kozijnen.ifc',
  walls: 'ifc/Schependomlaan_IFC-kalkzandsteen.ifc',
  steel: 'ifc/Schependomlaan_ROOT-staal.ifczip',
} as const;

/** A STEP header with a body web-ifc cannot read: what a model cut short looks like. */
export const BROKEN_IFC =
  "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');\nENDSEC;\nDATA;\n#1= IFCPROJECT('0YvctVUKr0kugbFTf53O9L',#2,'Cut short";

/** A server whose model queue looks for work often and takes over a silent conversion soon, and a directory. */
export async function serverWithModels(settings: Partial<ModelConversionSettings> = {}) {
  const server = await startTestServer({
    config: { modelConversion: { ...DEFAULT_MODEL_CONVERSION, pollMs: 50, ...settings } },
  });
  const directory = await seedDirectory(server.app.db);
  const upload = (name: string, content: Uint8Array<ArrayBuffer> | string, account: TestAccount = STAFF) =>
    uploadTestDocument(server, account, directory.id, { name, content, type: 'application/octet-stream' });
  const uploadFixture = (path: string, name = `${randomUUID().slice(0, 8)} ${path.split('/').pop() ?? path}`) =>
    upload(name, fixture(path));
  return { server, directory, upload, uploadFixture };
}

export async function startSync(
  server: ModelTestServer,
  document: Pick<Document, 'id'>,
  account: TestAccount = STAFF,
): Promise<ModelSyncStatus> {
  const response = await server.call(account, {
    method: 'PUT',
    url: `/v1/tangl/${document.id}/versions/-1/uploadVersion`,
  });
  if (response.statusCode !== 202) throw new Error(`uploadVersion: ${String(response.statusCode)} ${response.body}`);
  return uploadModelVersion202Response.parse(response.json());
}

export async function syncStatus(
  server: ModelTestServer,
  document: Pick<Document, 'id'>,
  account: TestAccount = STAFF,
): Promise<ModelSyncStatus> {
  const response = await server.call(account, {
    method: 'GET',
    url: `/v1/tangl/${document.id}/versions/-1/uploadStatus`,
  });
  if (response.statusCode !== 200) throw new Error(`uploadStatus: ${String(response.statusCode)} ${response.body}`);
  return getModelUploadStatus200Response.parse(response.json());
}

/** Starts the document's conversion and waits for it; its final status. */
export async function converted(server: ModelTestServer, document: Pick<Document, 'id'>): Promise<ModelSyncStatus> {
  await startSync(server, document);
  await server.app.models.idle();
  return syncStatus(server, document);
}

export async function modelOf(server: ModelTestServer, modelId: string, account: TestAccount = STAFF) {
  const response = await server.call(account, { method: 'GET', url: `/v1/models/${modelId}` });
  if (response.statusCode !== 200) throw new Error(`getModel: ${String(response.statusCode)} ${response.body}`);
  return getModel200Response.parse(response.json());
}
