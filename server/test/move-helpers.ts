import { expect } from 'vitest';
import type { MoveResult } from '../../codegen/model/moveResult';
import { moveItems200Response } from '../../codegen/zod/explorer/explorer.zod';
import type { TestServer } from './directory-helpers';
import type { TestAccount } from './test-server';

/** The ids a move request carries; both lists are required by the contract. */
export interface MoveIds {
  documentIds?: string[];
  directoryIds?: string[];
}

/** POST /v1/explorer/move/from/{source}/to/{target}, as the app sends it. */
export const moveRequest = (
  server: TestServer,
  account: TestAccount | null,
  source: string,
  target: string,
  ids: MoveIds,
  rename?: boolean,
) =>
  server.call(account, {
    method: 'POST',
    url: `/v1/explorer/move/from/${source}/to/${target}${rename === undefined ? '' : `?rename=${String(rename)}`}`,
    payload: { documentIds: ids.documentIds ?? [], directoryIds: ids.directoryIds ?? [] },
  });

/** Moves the items, failing the test unless the move succeeded; the answer parsed with the contract's schema. */
export async function moved(
  server: TestServer,
  account: TestAccount,
  source: string,
  target: string,
  ids: MoveIds,
  rename?: boolean,
): Promise<MoveResult> {
  const response = await moveRequest(server, account, source, target, ids, rename);
  expect(response.statusCode, response.body).toBe(200);
  return moveItems200Response.parse(response.json());
}

/** The MoveFiles events (type 5) recorded for a directory or a document, oldest first, with their details. */
export async function moveEvents(server: TestServer, column: 'directory_id' | 'document_id', id: string) {
  const rows = await server.app.db
    .selectFrom('events')
    .select(['type', 'account_id', 'directory_id', 'document_id', 'details'])
    .where(column, '=', id)
    .where('type', '=', 5)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ ...row, details: JSON.parse(row.details) as Record<string, unknown> }));
}
