import { createHash, randomUUID } from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import { createDatabase, migrateToLatest, type Db } from '../../server/src/db/database';
import type { DocumentTable, VersionTable } from '../../server/src/db/documents.schema';
import type { Database, DirectoryTable } from '../../server/src/db/schema';
import { ACCOUNT_ID } from './bench-child';

/**
 * The 10,000-item directory of bench/server.bench.ts, written straight into the database in one transaction in the
 * portable row shapes of server/src/db/schema.ts and documents.schema.ts.
 */

export const DOCUMENTS = 9000;
export const DIRECTORIES = 1000;
/** Rows per INSERT: well below SQLite's limit on the parameters of one statement (17 columns × 500). */
const INSERT_CHUNK = 500;

export interface Seeded {
  bigDirectoryId: string;
  uploadDirectoryId: string;
}

export function directoryRow(
  id: string,
  name: string,
  parent: { id: string; ancestorIds: string[] } | null,
  at: string,
) {
  return {
    id,
    name,
    name_key: name.normalize('NFC').toLowerCase(),
    parent_id: parent?.id ?? null,
    skeleton_entity_id: null,
    metadata: '[]',
    allow_upload_documents: 1,
    allow_create_directory: 1,
    depth: parent ? parent.ancestorIds.length + 1 : 0,
    ancestor_ids: JSON.stringify(parent ? [...parent.ancestorIds, parent.id] : []),
    created_at: at,
    updated_at: at,
    deleted_at: null,
    deleted_by: null,
  };
}

/**
 * Timestamps spread over the past, the changed ones in a scrambled order (7919 is prime to the count), so that
 * «changed new to old» sorts for real instead of meeting rows already in order.
 */
export function timesOf(index: number, count: number, now: number) {
  return {
    created: new Date(now - (count - index) * 60_000).toISOString(),
    updated: new Date(now - ((index * 7919) % count) * 1000).toISOString(),
  };
}

export function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += INSERT_CHUNK)
    result.push(items.slice(start, start + INSERT_CHUNK));
  return result;
}

/** A big directory's children as rows: directories, documents and the documents' versions. */
export interface ChildRows {
  directories: Insertable<DirectoryTable>[];
  documents: Insertable<DocumentTable>[];
  versions: Insertable<VersionTable>[];
}

/**
 * `total` children of `big`, the first `directoryCount` of them directories and the rest PDF documents with their head
 * version (whose blob the load never reads, so no file stands behind its key), with times spread by `timesOf`; each
 * id from `makeId`.
 */
export function childRows(
  big: { id: string; ancestorIds: string[] },
  counts: { total: number; directories: number },
  options: { now: number; authorId: string; makeId?: () => string },
): ChildRows {
  const makeId = options.makeId ?? randomUUID;
  const rows: ChildRows = { directories: [], documents: [], versions: [] };
  for (let index = 0; index < counts.total; index += 1) {
    const { created, updated } = timesOf(index, counts.total, options.now);
    const number = String(index).padStart(5, '0');
    const id = makeId();
    if (index < counts.directories) {
      rows.directories.push({ ...directoryRow(id, `Раздел ${number}`, big, created), updated_at: updated });
      continue;
    }
    const name = `Документ ${number}.pdf`;
    rows.documents.push({
      id,
      name,
      name_key: name.normalize('NFC').toLowerCase(),
      parent_id: big.id,
      author_id: options.authorId,
      head_index: 0,
      disabled: 0,
      agreed: 0,
      agree_status: -1,
      metadata: '[]',
      created_at: created,
      updated_at: updated,
      deleted_at: null,
      deleted_by: null,
    });
    rows.versions.push({
      document_id: id,
      index: 0,
      master_index: -2147483648,
      is_active: 1,
      blob_key: randomUUID(),
      size: 100_000 + index * 37,
      media_type: 'application/pdf',
      extension: '.pdf',
      name,
      author_id: options.authorId,
      sha256: createHash('sha256').update(id).digest('hex'),
      tangl_version_id: null,
      job_id: null,
      upload_state: null,
      created_at: created,
      updated_at: updated,
    });
  }
  return rows;
}

/** Writes the rows, in chunks that keep each statement's parameters under SQLite's limit. */
export async function insertChildRows(db: Db | Transaction<Database>, rows: ChildRows): Promise<void> {
  for (const chunk of chunks(rows.directories)) await db.insertInto('directories').values(chunk).execute();
  for (const chunk of chunks(rows.documents)) await db.insertInto('documents').values(chunk).execute();
  for (const chunk of chunks(rows.versions)) await db.insertInto('versions').values(chunk).execute();
}

export async function seed(db: Db): Promise<Seeded> {
  const now = Date.now();
  const at = new Date(now).toISOString();
  const project = { id: randomUUID(), ancestorIds: [] };
  const big = { id: randomUUID(), ancestorIds: [project.id] };
  const uploads = randomUUID();
  const children = childRows(
    big,
    { total: DOCUMENTS + DIRECTORIES, directories: DIRECTORIES },
    { now, authorId: ACCOUNT_ID },
  );
  children.directories.unshift(
    directoryRow(project.id, 'Проект', null, at),
    directoryRow(big.id, 'Архив чертежей', project, at),
    directoryRow(uploads, 'Загрузки', project, at),
  );
  await db.transaction().execute(async (trx) => {
    await insertChildRows(trx, children);
    // The benchmark's staff account works in the project through a security group, as people do (docs/access-control.md).
    const group = randomUUID();
    await trx
      .insertInto('security_groups')
      .values({
        id: group,
        name: 'Проектировщики',
        name_key: 'проектировщики',
        description: null,
        operations: JSON.stringify(['CreateFiles', 'UpdateFiles', 'DeleteFiles', 'DocumentFlow']),
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx.insertInto('security_group_members').values({ group_id: group, account_id: ACCOUNT_ID }).execute();
    await trx
      .insertInto('security_points')
      .values({ owner_id: project.id, owner_kind: 'directory', group_id: group, created_at: at })
      .execute();
  });
  return { bigDirectoryId: big.id, uploadDirectoryId: uploads };
}

export async function seedDatabase(dataDir: string): Promise<Seeded & { ms: number }> {
  const started = performance.now();
  const db = createDatabase({ dataDir, databaseUrl: null });
  try {
    await migrateToLatest(db);
    return { ...(await seed(db)), ms: performance.now() - started };
  } finally {
    await db.destroy();
  }
}
