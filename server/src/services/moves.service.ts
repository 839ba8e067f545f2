import type { Transaction } from 'kysely';
import { EventType } from '../../../codegen/model/eventType';
import type { MoveConflict } from '../../../codegen/model/moveConflict';
import type { MoveRequest } from '../../../codegen/model/moveRequest';
import type { MoveResult } from '../../../codegen/model/moveResult';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { Database } from '../db/schema';
import type { DirectoryRecord } from '../mappers/directory.mapper';
import type { ParentDirectory } from '../mappers/document.mapper';
import {
  ensureCanMoveDirectory,
  ensureCanMoveDocument,
  ensureInSource,
  ensureMoveCollection,
  ensureMoveTarget,
  ensureNoNameClash,
  type MovePlace,
} from '../policies/moves.policy';
import { notFound } from '../problem';
import {
  childNameKeys,
  findLiveDirectories,
  findLiveDirectory,
  listDescendants,
  moveDirectoryTree,
} from '../repositories/directories.repository';
import { documentNameKeys, findDocuments, moveDocumentTo } from '../repositories/documents.repository';
import { recordEvent } from '../repositories/events.repository';
import { failingAs, type DocumentContext } from './document-context';
import { documentsFor } from './document-views';
import { directoriesFor } from './directory-views.service';
import { planNames } from './free-names';
import { retryingNameRace } from './name-race';

type Trx = Transaction<Database>;

/** The path of a move: the items' present parent (null: the top level) and where they go. */
export interface MovePlaces {
  sourceId: string | null;
  target: MovePlace;
}

/** The source's name in the movement-error dialog; the top level has none of its own. */
const TOP_LEVEL_NAME = '/';

/** The items of the request, each known and not deleted, in the order asked (duplicates once), or 404. */
async function itemsOf(trx: Trx, documentIds: readonly string[], directoryIds: readonly string[]) {
  const documents = new Map((await findDocuments(trx, documentIds)).map((record) => [record.id, record]));
  const directories = new Map((await findLiveDirectories(trx, directoryIds)).map((record) => [record.id, record]));
  const missing = [
    ...documentIds.filter((id) => documents.get(id)?.deletedAt !== null),
    ...directoryIds.filter((id) => !directories.has(id)),
  ];
  if (missing.length > 0) throw notFound(`The items ${missing.join(', ')} were not found or were deleted.`);
  return {
    documents: documentIds.flatMap((id) => documents.get(id) ?? []),
    directories: directoryIds.flatMap((id) => directories.get(id) ?? []),
  };
}

interface Moved {
  target: DirectoryRecord;
  documentIds: string[];
  directoryIds: string[];
}

/**
 * The move itself, inside one transaction: places and items read, every rule checked (moves.policy.ts), names planned,
 * then each item placed under its final name with its subtree, and one MoveFiles event per item.
 */
async function moveInTransaction(
  trx: Trx,
  context: DocumentContext,
  places: { sourceId: string | null; targetId: string },
  ids: { documentIds: string[]; directoryIds: string[] },
  rename: boolean,
): Promise<Moved> {
  const { account } = context;
  const target = await findLiveDirectory(trx, places.targetId);
  if (!target) throw notFound('The target directory was not found or was deleted.');
  const source = places.sourceId === null ? null : await findLiveDirectory(trx, places.sourceId);
  if (source === undefined) throw notFound('The source directory was not found or was deleted.');
  const { documents, directories } = await itemsOf(trx, ids.documentIds, ids.directoryIds);

  for (const item of [...documents, ...directories]) ensureInSource(item, places.sourceId);
  for (const document of documents) ensureCanMoveDocument(account, document, target);
  for (const directory of directories)
    ensureCanMoveDirectory(account, directory, await listDescendants(trx, directory.id), target);

  const directoryPlan = planNames(
    directories.map((directory) => directory.name),
    'directory',
    await childNameKeys(trx, target.id),
  );
  const documentPlan = planNames(
    documents.map((document) => document.name),
    'document',
    await documentNameKeys(trx, target.id),
  );
  const clashes = [...directoryPlan.clashes, ...documentPlan.clashes];
  const conflict: MoveConflict | null =
    clashes.length === 0
      ? null
      : { count: clashes.length, sourceName: source?.name ?? TOP_LEVEL_NAME, targetName: target.name, names: clashes };
  ensureNoNameClash(conflict, rename);

  const now = new Date().toISOString();
  const moveEvent = (name: string, previousName: string) => ({
    name,
    ...(name === previousName ? {} : { previousName }),
    fromDirectoryId: places.sourceId,
    toDirectoryId: target.id,
  });
  for (const [index, directory] of directories.entries()) {
    const name = directoryPlan.names[index] ?? directory.name;
    await moveDirectoryTree(trx, directory, target, now, name === directory.name ? undefined : name);
    await recordEvent(trx, {
      type: EventType.MoveFiles,
      accountId: account.id,
      directoryId: directory.id,
      details: moveEvent(name, directory.name),
    });
  }
  for (const [index, document] of documents.entries()) {
    const name = documentPlan.names[index] ?? document.name;
    await moveDocumentTo(trx, document.id, target.id, now, name === document.name ? undefined : name);
    await recordEvent(trx, {
      type: EventType.MoveFiles,
      accountId: account.id,
      directoryId: target.id,
      documentId: document.id,
      details: moveEvent(name, document.name),
    });
  }
  return {
    target,
    documentIds: documents.map((document) => document.id),
    directoryIds: directories.map((directory) => directory.id),
  };
}

/** The moved documents as they are now, in the order moved. */
async function movedDocuments(context: DocumentContext, target: DirectoryRecord, ids: readonly string[]) {
  const parent: ParentDirectory = {
    id: target.id,
    depth: target.depth,
    ancestorIds: target.ancestorIds,
    allowUploadDocuments: target.allowUploadDocuments,
  };
  const records = new Map((await findDocuments(context.db, ids)).map((record) => [record.id, record]));
  return documentsFor(
    context.db,
    ids.flatMap((id) => records.get(id) ?? []).map((document) => ({ document, parent })),
  );
}

/**
 * Moves documents and directories from their directory (or, directories only, the top level) into another directory
 * (explorer.md §4 Move, §5, §7), all or nothing in one transaction: any broken rule, unknown item or name clash
 * (without `rename`) refuses the whole request and nothing moves. With `rename`, clashing items take the first free
 * desktop-style name. A moved directory's subtree gets its depth and ancestors rewritten; what was deleted inside it
 * moves with it. Answers the moved items as they are now.
 */
export async function moveItems(
  context: DocumentContext,
  places: MovePlaces,
  request: MoveRequest,
  rename: boolean,
): Promise<MoveResult> {
  const targetId = ensureMoveTarget(places.target);
  ensureMoveCollection(request.documentIds, request.directoryIds);
  const ids = { documentIds: [...new Set(request.documentIds)], directoryIds: [...new Set(request.directoryIds)] };
  const moved = await failingAs(context, ProblemCode.MovesFilesFailed, 'The files could not be moved.', () =>
    retryingNameRace(() =>
      context.db
        .transaction()
        .execute((trx) => moveInTransaction(trx, context, { sourceId: places.sourceId, targetId }, ids, rename)),
    ),
  );
  const directories = await findLiveDirectories(context.db, moved.directoryIds);
  const byId = new Map(directories.map((record) => [record.id, record]));
  return {
    documents: await movedDocuments(context, moved.target, moved.documentIds),
    directories: await directoriesFor(
      context.db,
      context.account,
      moved.directoryIds.flatMap((id) => byId.get(id) ?? []),
    ),
  };
}
