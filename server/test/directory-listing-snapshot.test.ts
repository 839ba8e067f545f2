import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchDirectory200Response } from '../../codegen/zod/directories/directories.zod';
import { createDatabase, type Db } from '../src/db/database';
import { findDirectory } from '../src/repositories/directories.repository';
import { directoryDocuments } from '../src/services/directory-documents';
import { addNotes, freshDocument, seedProject } from './document-actions-helpers';
import { seedDirectory } from './documents.seed';
import type { TestServer } from './directory-helpers';
import { startTestServer, STAFF, testServerConfig } from './test-server';

/**
 * The explorer's listing of a directory reads its documents, their versions and their remarks by the directory, in one
 * snapshot (services/directory-documents.ts): a directory of more documents than a statement takes bound values is
 * listed, and a change made by another process between the reads shows in none of them.
 */

let server: TestServer;
let dataDir: string;
/** A connection of its own to the server's database, as another process would have. */
let reader: Db;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cde-listing-snapshot-'));
  server = await startTestServer({ config: { dataDir } });
  const { databaseUrl } = testServerConfig();
  reader = databaseUrl
    ? createDatabase({ dataDir: ':memory:', databaseUrl }, server.schema ? { schema: server.schema } : {})
    : createDatabase({ dataDir, databaseUrl: null });
});
afterAll(async () => {
  await reader.destroy();
  await server.app.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** SQLite takes at most 32,766 bound values in a statement: one more document than that. */
const MANY = 32_767;
/** Rows per insert: their values stay far below the limit. */
const PER_INSERT = 500;

/** `count` documents of one version each in the directory, written straight into the database. */
async function insertDocuments(directoryId: string, count: number): Promise<void> {
  const at = new Date().toISOString();
  for (let start = 0; start < count; start += PER_INSERT) {
    const ids = Array.from({ length: Math.min(PER_INSERT, count - start) }, () => randomUUID());
    const names = ids.map((_, index) => `Лист ${String(start + index).padStart(5, '0')}.pdf`);
    await server.app.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('documents')
        .values(
          ids.map((id, index) => {
            const name = names[index] ?? '';
            return {
              ...{ id, name, name_key: name.toLowerCase(), parent_id: directoryId, author_id: STAFF.id },
              ...{
                head_index: 0,
                disabled: 0,
                agreed: 0,
                agree_status: -1,
                metadata: '[]',
                created_at: at,
                updated_at: at,
              },
            };
          }),
        )
        .execute();
      await trx
        .insertInto('versions')
        .values(
          ids.map((id, index) => ({
            ...{
              document_id: id,
              index: 0,
              master_index: -2147483648,
              blob_key: randomUUID(),
              size: 1000 + start + index,
            },
            ...{ media_type: 'application/pdf', extension: '.pdf', name: names[index] ?? '', author_id: STAFF.id },
            ...{ is_active: 1, sha256: '0'.repeat(64), created_at: at, updated_at: at },
          })),
        )
        .execute();
    });
  }
}

/** Runs `between` once, after the first read of documents' rows and before the next statement. */
function afterDocumentsRead(between: () => Promise<void>): KyselyPlugin {
  let done = false;
  return {
    transformQuery: (args) => args.node,
    transformResult: async ({ result }) => {
      const [row] = result.rows as Record<string, unknown>[];
      if (!done && row && 'head_index' in row) {
        done = true;
        await between();
      }
      return result;
    },
  };
}

describe('the listing of a directory', () => {
  it('lists more documents than a statement takes bound values, each with its own version', async () => {
    const { section } = await seedProject(server);
    await insertDocuments(section.id, MANY);
    const response = await server.call(STAFF, { method: 'GET', url: `/v1/directories/${section.id}/fetch` });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    const { childrenDocuments } = fetchDirectory200Response.parse(response.json()).data;
    expect(childrenDocuments).toHaveLength(MANY);
    expect(childrenDocuments.at(-1)?.name).toBe(`Лист ${String(MANY - 1)}.pdf`);
    expect(new Set(childrenDocuments.map((document) => document.version.document.size)).size).toBe(MANY);
  }, 120_000);

  it('reads the documents, their versions and their remarks in one snapshot', async () => {
    const { project, section } = await seedProject(server);
    const elsewhere = await seedDirectory(server.app.db, { parent: project });
    const staying = await freshDocument(server, section.id, { name: 'Остаётся.pdf' });
    const leaving = await freshDocument(server, section.id, { name: 'Уходит.pdf' });
    await addNotes(server, leaving.id, ['Проверить штамп']);
    const arriving = await freshDocument(server, elsewhere.id, { name: 'Приходит.pdf' });
    await addNotes(server, arriving.id, ['Замечание']);
    const record = await findDirectory(server.app.db, section.id);
    if (!record) throw new Error('The section was not stored.');

    // Another process moves one document out and one in between the listing's reads, as a user's move would.
    const moveAcross = async () => {
      await server.app.db
        .updateTable('documents')
        .set({ parent_id: elsewhere.id })
        .where('id', '=', leaving.id)
        .execute();
      await server.app.db
        .updateTable('documents')
        .set({ parent_id: section.id })
        .where('id', '=', arriving.id)
        .execute();
    };
    const listed = await directoryDocuments(reader.withPlugin(afterDocumentsRead(moveAcross)), record).all();

    expect(listed.map((document) => document.id)).toEqual([staying.id, leaving.id]);
    const left = listed[1];
    expect(left?.version.index).toBe(0);
    expect(left?.comments.map((note) => note.text)).toEqual(['Проверить штамп']);
    // And the next listing, read after the change, has them where they are now.
    const after = await directoryDocuments(reader, record).all();
    expect(after.map((document) => document.id)).toEqual([staying.id, arriving.id]);
    expect(after[1]?.comments).toHaveLength(1);
  });
});
