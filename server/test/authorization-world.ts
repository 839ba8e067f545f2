import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { ModelUploadState } from '../../codegen/model/modelUploadState';
import type { Role } from '../../codegen/model/role';
import type { Db } from '../src/db/database';
import type { DirectoryRecord } from '../src/mappers/directory.mapper';
import type { RequestAccount } from '../src/plugins/auth';
import { ALL_RIGHTS } from '../src/policies/access.policy';
import { insertDirectory, markDirectoriesDeleted } from '../src/repositories/directories.repository';
import { markDocumentsDeleted } from '../src/repositories/documents.repository';
import { insertListeners } from '../src/repositories/listeners.repository';
import { insertModel, setVersionModelState } from '../src/repositories/models.repository';
import { insertNotes } from '../src/repositories/notes.repository';
import { insertRelations } from '../src/repositories/related.repository';
import { saveRendition } from '../src/repositories/renditions.repository';
import { insertSkeletonEntity, insertSkeletonOnce } from '../src/repositories/skeleton.repository';
import type { SkeletonEntityRecord } from '../src/mappers/skeleton.mapper';
import { storeNewDocument } from '../src/services/new-document';
import type { StoredBlob } from '../src/storage/blob-storage';
import { buildArchive } from './archive-fixtures';
import type { TestServer } from './directory-helpers';
import { ADMIN, grantGroup, type TestAccount } from './test-server';

/**
 * The world of one authorization case (docs/access-control.md), stored directly so that thousands of cases stay cheap:
 *
 *   top ─ a ─ b ─ c            the items live in b (the place); c is a directory in it
 *           │   ├ doc, noted, rel (noted has a remark and a relation to rel), archive (a zip of «readme.txt»),
 *           │   │ drawing (a DXF)
 *           │   └ trashedDoc, trashedDir (deleted from b)
 *           └ t                 the target of moves
 *
 * and the account's groups as the scenario has them.
 */
export type Scenario = 'granted' | 'lacking' | 'outsider' | 'inherited' | 'overridden';
export const SCENARIOS: readonly Scenario[] = ['granted', 'lacking', 'outsider', 'inherited', 'overridden'];
export const ROLES: readonly Role[] = [
  'user',
  'staff',
  'external-user',
  'general-contractor',
  'administrator',
  'developer',
];

export interface World {
  account: TestAccount;
  top: DirectoryRecord;
  a: DirectoryRecord;
  b: DirectoryRecord;
  c: DirectoryRecord;
  t: DirectoryRecord;
  doc: string;
  noted: string;
  noteId: string;
  rel: string;
  trashedDoc: string;
  archive: string;
  drawing: string;
  /** Two IFC documents in «b», converted: their model ids and the part file's blob. */
  modelDoc: string;
  modelDoc2: string;
  modelId: string;
  modelId2: string;
  trashedDir: string;
  listenerId: string;
  /** A group nobody uses, for the group operations. */
  spareGroup: string;
  /** The installation's structure, a creatable root entity of the world's own and a child of it. */
  skeletonId: string;
  entity: string;
  childEntity: string;
}

function directory(parent: DirectoryRecord | null, name: string): DirectoryRecord {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    name,
    parentId: parent?.id ?? null,
    skeletonEntityId: null,
    metadata: [],
    allowUploadDocuments: true,
    allowCreateDirectory: true,
    depth: parent ? parent.depth + 1 : 0,
    ancestorIds: parent ? [...parent.ancestorIds, parent.id] : [],
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    deletedBy: null,
    contentsStamp: 0,
  };
}

const ADMIN_ACCOUNT: RequestAccount = { id: ADMIN.id, displayName: ADMIN.name, email: null, roles: ADMIN.roles };

/** One stored file shared by every world's versions (a blob goes only when no version refers to it any more). */
let sharedBlob: StoredBlob | undefined;
async function blobOf(server: TestServer): Promise<StoredBlob> {
  sharedBlob ??= await server.app.blobs.write(Readable.from([Buffer.from('%PDF-1.7 матрица прав')]));
  return sharedBlob;
}

/** One zip for every world's archive document, holding «readme.txt». */
let sharedZip: StoredBlob | undefined;
async function zipOf(server: TestServer): Promise<StoredBlob> {
  sharedZip ??= await server.app.blobs.write(
    Readable.from([Buffer.from(buildArchive('zip', { 'readme.txt': 'readme' }))]),
  );
  return sharedZip;
}

/** One IFC for every world's model documents, and its fragments as if converted (the matrix is about rights). */
let sharedIfc: StoredBlob | undefined;
async function ifcOf(server: TestServer): Promise<StoredBlob> {
  if (sharedIfc) return sharedIfc;
  sharedIfc = await server.app.blobs.write(Readable.from([Buffer.from('ISO-10303-21;\nHEADER;\nENDSEC;\n')]));
  const fragments = await server.app.blobs.write(Readable.from([Buffer.from('fragments')]));
  await saveRendition(
    server.app.db,
    { sourceBlobKey: sharedIfc.key, format: 'frag' },
    { blobKey: fragments.key, failure: null },
    new Date(),
  );
  return sharedIfc;
}

/** A converted model of the document's version 0, as the model queue leaves it (model-queue.ts). */
async function convertedModel(server: TestServer, documentId: string): Promise<string> {
  const now = new Date().toISOString();
  const id = randomUUID();
  const jobId = randomUUID();
  await insertModel(server.app.db, {
    id,
    job_id: jobId,
    kind: 'version',
    document_id: documentId,
    version_index: 0,
    source_blob_key: (await ifcOf(server)).key,
    extension: '.ifc',
    state: ModelUploadState.Completed,
    failure: null,
    parts: '[]',
    attempts: 1,
    heartbeat_at: now,
    created_by: ADMIN.id,
    created_at: now,
    updated_at: now,
  });
  const state = { tanglVersionId: id, jobId, uploadState: ModelUploadState.Completed };
  await setVersionModelState(server.app.db, { documentId, versionIndex: 0 }, state, now);
  return id;
}

export function resetSharedBlob(): void {
  sharedBlob = undefined;
  sharedZip = undefined;
  sharedIfc = undefined;
}

async function document(server: TestServer, parent: DirectoryRecord, name: string): Promise<string> {
  const zip = name.endsWith('.zip');
  const ifc = name.endsWith('.ifc');
  const file = {
    blob: zip ? await zipOf(server) : ifc ? await ifcOf(server) : await blobOf(server),
    fileName: name,
    declaredType: zip ? 'application/zip' : ifc ? 'application/x-step' : 'application/pdf',
  };
  const { document: stored } = await storeNewDocument(server.app.db, ADMIN_ACCOUNT, parent.id, name, file);
  return stored.id;
}

/** The groups of the scenario: what the account needs where, or not. */
async function scenarioGroups(db: Db, world: Pick<World, 'account' | 'top' | 'a'>, scenario: Scenario): Promise<void> {
  const { account, top, a } = world;
  switch (scenario) {
    case 'granted':
      await grantGroup(db, { directoryIds: [a.id], members: [account] });
      return;
    case 'lacking':
      await grantGroup(db, { directoryIds: [a.id], members: [account], operations: [] });
      return;
    case 'outsider':
      await grantGroup(db, { directoryIds: [a.id], members: [] });
      return;
    case 'inherited':
      await grantGroup(db, { directoryIds: [top.id], members: [account] });
      return;
    case 'overridden':
      // The account's group governs the top, but «a» has points of its own, of a group without it: the nearer wins.
      await grantGroup(db, { directoryIds: [top.id], members: [account] });
      await grantGroup(db, { directoryIds: [a.id], members: [] });
      return;
  }
}

export async function buildWorld(server: TestServer, role: Role, scenario: Scenario): Promise<World> {
  const { db } = server.app;
  const account: TestAccount = { id: randomUUID(), name: `Проверка ${role}`, roles: [role] };
  const top = directory(null, `Объект ${randomUUID().slice(0, 8)}`);
  const a = directory(top, 'Стадия');
  const b = directory(a, 'Раздел');
  const c = directory(b, 'Подраздел');
  const t = directory(a, 'Цель');
  const trashed = directory(b, 'Удалённый каталог');
  for (const record of [top, a, b, c, t, trashed]) await insertDirectory(db, record);
  const [doc, noted, rel, trashedDoc] = [
    await document(server, b, 'Документ.pdf'),
    await document(server, b, 'С замечанием.pdf'),
    await document(server, b, 'Связанный.pdf'),
    await document(server, b, 'Удалённый.pdf'),
  ];
  const archive = await document(server, b, 'Архив.zip');
  const drawing = await document(server, b, 'Чертёж.dxf');
  const [modelDoc, modelDoc2] = [
    await document(server, b, 'Модель АР.ifc'),
    await document(server, b, 'Модель КЖ.ifc'),
  ];
  const [modelId, modelId2] = [await convertedModel(server, modelDoc), await convertedModel(server, modelDoc2)];
  const now = new Date().toISOString();
  const noteId = randomUUID();
  await insertNotes(db, [
    {
      id: noteId,
      documentId: noted,
      position: 0,
      text: 'Уточнить отметки',
      isDone: false,
      authorId: ADMIN.id,
      createdAt: now,
      updatedAt: now,
      comments: [],
    },
  ]);
  await insertRelations(db, noted, [rel], ADMIN.id, now);
  await markDocumentsDeleted(db, [trashedDoc], ADMIN.id, now);
  await markDirectoriesDeleted(db, [trashed.id], now, ADMIN.id);
  await insertListeners(db, account.id, b.id, [1], { once: false, self: false });
  const listener = await db
    .selectFrom('listeners')
    .select('id')
    .where('account_id', '=', account.id)
    .executeTakeFirstOrThrow();
  const world = {
    account,
    top,
    a,
    b,
    c,
    t,
    doc,
    noted,
    noteId,
    rel,
    trashedDoc,
    trashedDir: trashed.id,
    archive,
    drawing,
    modelDoc,
    modelDoc2,
    modelId,
    modelId2,
  };
  await scenarioGroups(db, world, scenario);
  const spareGroup = await grantGroup(db, { directoryIds: [], members: [], operations: ALL_RIGHTS.slice(0, 1) });
  return { ...world, listenerId: listener.id, spareGroup, ...(await structureOf(db)) };
}

/** The structure's part of a world: entities of their own, creatable so that no directory is made for them. */
async function structureOf(db: Db): Promise<Pick<World, 'skeletonId' | 'entity' | 'childEntity'>> {
  const now = new Date().toISOString();
  const skeleton = await insertSkeletonOnce(db, { id: randomUUID(), name: 'default' }, now);
  const entity = (parent: { id: string; ancestorIds: string[] } | null): SkeletonEntityRecord => ({
    id: randomUUID(),
    name: `Сущность ${randomUUID().slice(0, 8)}`,
    description: null,
    depth: parent ? 1 : 0,
    authorId: ADMIN.id,
    ancestorIds: parent ? [...parent.ancestorIds, parent.id] : [],
    parentId: parent?.id ?? null,
    skeletonId: skeleton.id,
    isCreatable: true,
    isPinned: false,
    pinPriority: -1,
    pinShortName: null,
    allowCreateDirectory: true,
    allowUploadDocuments: true,
    metadata: [],
    createdAt: now,
    updatedAt: now,
  });
  const root = entity(null);
  const child = entity(root);
  await insertSkeletonEntity(db, root);
  await insertSkeletonEntity(db, child);
  return { skeletonId: skeleton.id, entity: root.id, childEntity: child.id };
}

const COUNTED = [
  'directories',
  'documents',
  'versions',
  'notes',
  'note_comments',
  'related_documents',
  'listeners',
  'pins',
  'shared_links',
  'security_groups',
  'security_group_members',
  'security_points',
  'settings',
  'events',
  'skeletons',
  'skeleton_entities',
  'models',
] as const;

/** What a refusal must leave as it was: every table's size, and the world's own rows. */
export async function worldSnapshot(db: Db, world: World) {
  const counts: Record<string, unknown> = {};
  for (const table of COUNTED)
    counts[table] = (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count;
  const directoryIds = [world.top, world.a, world.b, world.c, world.t].map((record) => record.id);
  return {
    counts,
    directories: await db.selectFrom('directories').selectAll().where('id', 'in', directoryIds).orderBy('id').execute(),
    documents: await db
      .selectFrom('documents')
      .selectAll()
      .where('id', 'in', [world.doc, world.noted, world.rel, world.trashedDoc])
      .orderBy('id')
      .execute(),
    notes: await db.selectFrom('notes').selectAll().where('id', '=', world.noteId).execute(),
  };
}
