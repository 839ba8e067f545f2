import { createHash, randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../server/src/db/database';
import type { DocumentTable, VersionTable } from '../../server/src/db/documents.schema';
import { chunks, directoryRow, timesOf } from '../server/seed-big-directory';

/**
 * The directories bench/explorer-click.bench.ts clicks: one per size, inside the demo project, written straight into the
 * running product's database (one transaction each) in the row shapes of bench/server/seed-big-directory.ts, with the
 * same mix: 10 % directories, 90 % documents with one PDF version. They carry no structure entity and no security
 * point of their own, so the demo project's points (its entity's groups, among them «Проектировщики» with the `staff`
 * account) govern them: a non-admin account sees them through a security group, as people do.
 *
 * Every child's id starts with the case's own eight hex digits (`idPrefix`, still a version 4 UUID): the page finds
 * «the first row of the new directory» by the row's DOM id (`explorer-row-<id>`) without being handed 10,000 ids.
 */

export interface ClickCase {
  size: number;
  label: string;
  directoryId: string;
  name: string;
  idPrefix: string;
}

export interface ClickSeed {
  /** The demo project's directory: where each round starts and what the tree expands. */
  parentId: string;
  cases: ClickCase[];
}

const idPrefixOf = (size: number) => `bec${size.toString(16).padStart(5, '0')}`;
const childId = (prefix: string) => `${prefix}${randomUUID().slice(8)}`;

export const caseLabel = (size: number) => `${size.toLocaleString('en-US')} items`;

async function seedOne(
  db: Db,
  parent: { id: string; ancestorIds: string[] },
  size: number,
  authorId: string,
): Promise<ClickCase> {
  const now = Date.now();
  const at = new Date(now).toISOString();
  const idPrefix = idPrefixOf(size);
  const name = `Бенчмарк, ${size.toLocaleString('ru-RU')} элементов`;
  const big = { id: randomUUID(), ancestorIds: [...parent.ancestorIds, parent.id] };
  const directories = [directoryRow(big.id, name, parent, at)];
  const documents: Insertable<DocumentTable>[] = [];
  const versions: Insertable<VersionTable>[] = [];
  const directoryCount = Math.round(size / 10);
  for (let index = 0; index < size; index += 1) {
    const { created, updated } = timesOf(index, size, now);
    const number = String(index).padStart(5, '0');
    const id = childId(idPrefix);
    if (index < directoryCount) {
      directories.push({ ...directoryRow(id, `Раздел ${number}`, big, created), updated_at: updated });
      continue;
    }
    const fileName = `Документ ${number}.pdf`;
    documents.push({
      id,
      name: fileName,
      name_key: fileName.normalize('NFC').toLowerCase(),
      parent_id: big.id,
      author_id: authorId,
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
    // The load never reads the blob: no file stands behind the key (as in the server bench).
    versions.push({
      document_id: id,
      index: 0,
      master_index: -2147483648,
      is_active: 1,
      blob_key: randomUUID(),
      size: 100_000 + index * 37,
      media_type: 'application/pdf',
      extension: '.pdf',
      name: fileName,
      author_id: authorId,
      sha256: createHash('sha256').update(id).digest('hex'),
      tangl_version_id: null,
      job_id: null,
      upload_state: null,
      created_at: created,
      updated_at: updated,
    });
  }
  await db.transaction().execute(async (trx) => {
    for (const chunk of chunks(directories)) await trx.insertInto('directories').values(chunk).execute();
    for (const chunk of chunks(documents)) await trx.insertInto('documents').values(chunk).execute();
    for (const chunk of chunks(versions)) await trx.insertInto('versions').values(chunk).execute();
  });
  return { size, label: caseLabel(size), directoryId: big.id, name, idPrefix };
}

/**
 * Seeds one directory per size into the demo project (found by name at the top level) and, on PostgreSQL, runs
 * ANALYZE, as autovacuum would shortly after such an insert: the plans are then those of a settled database, and no
 * autovacuum starts in the middle of a measurement.
 */
export async function seedClickDirectories(
  db: Db,
  options: { projectName: string; sizes: readonly number[]; authorId: string; postgres: boolean },
): Promise<ClickSeed> {
  const project = await db
    .selectFrom('directories')
    .select(['id', 'ancestor_ids'])
    .where('name', '=', options.projectName)
    .where('parent_id', 'is', null)
    .executeTakeFirst();
  if (!project) throw new Error(`The demo project «${options.projectName}» is not in the database.`);
  const parent = { id: project.id, ancestorIds: JSON.parse(project.ancestor_ids) as string[] };
  const cases: ClickCase[] = [];
  for (const size of options.sizes) cases.push(await seedOne(db, parent, size, options.authorId));
  if (options.postgres) await sql`ANALYZE`.execute(db);
  return { parentId: parent.id, cases };
}
