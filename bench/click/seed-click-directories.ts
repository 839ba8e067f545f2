import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../server/src/db/database';
import { childRows, directoryRow, insertChildRows } from '../server/seed-big-directory';

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
  const children = childRows(
    big,
    { total: size, directories: Math.round(size / 10) },
    { now, authorId, makeId: () => childId(idPrefix) },
  );
  children.directories.unshift(directoryRow(big.id, name, parent, at));
  await db.transaction().execute((trx) => insertChildRows(trx, children));
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
