import type { CreateDirectoryRequest } from '../../../codegen/model/createDirectoryRequest';
import type { Directory } from '../../../codegen/model/directory';
import { EventType } from '../../../codegen/model/eventType';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { Db } from '../db/database';
import type { DirectoryRecord } from '../mappers/directory.mapper';
import type { RequestAccount } from '../plugins/auth';
import { ensureCanCreateDirectoryIn } from '../policies/directories.policy';
import { HttpProblem, notFound } from '../problem';
import {
  findLiveDirectories,
  findLiveDirectory,
  findSiblingNamed,
  isUniqueViolation,
  markDirectoriesDeleted,
  updateDirectoryName,
} from '../repositories/directories.repository';
import { recordEvent } from '../repositories/events.repository';
import { insertNewDirectory } from './new-directory';
import { directoryMetadata, directoryName } from './directory-name';
import { directoryFor, liveDirectoryOrNotFound } from './directory-views.service';
import { creatableEntityFor, ensureMayRenameOrDelete, insertEntityDirectories } from './structure-directories.service';

const nameTaken = () =>
  new HttpProblem(409, ProblemCode.DirectoryWithNameAlreadyExists, 'A directory with this name already exists.');

/**
 * The sibling check runs inside the transaction; the unique index on sibling names catches what a concurrent
 * request slipped in between (PostgreSQL), and both answer the same 409.
 */
async function withNameClashAs409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Creates a free directory under a visible parent that allows it, or at the top level for the elevated roles, with
 * its CreateDirectory event; with a skeleton entity, the directory of that creatable entity (structure service).
 */
export async function createDirectory(
  db: Db,
  account: RequestAccount,
  request: CreateDirectoryRequest,
): Promise<Directory> {
  const name = directoryName(request.name);
  const metadata = directoryMetadata(request.metadata);
  const record = await withNameClashAs409(() =>
    db.transaction().execute(async (trx) => {
      let parent: DirectoryRecord | null = null;
      if (request.parentId !== null) {
        parent = (await findLiveDirectory(trx, request.parentId)) ?? null;
        if (!parent) throw notFound('The parent directory was not found or was deleted.');
      }
      if (request.skeletonEntityId) {
        const entity = await creatableEntityFor(trx, account, request.skeletonEntityId, parent);
        if (await findSiblingNamed(trx, request.parentId, name)) throw nameTaken();
        return insertEntityDirectories(trx, account, entity, parent, name, metadata);
      }
      ensureCanCreateDirectoryIn(account, parent);
      if (await findSiblingNamed(trx, request.parentId, name)) throw nameTaken();
      return insertNewDirectory(trx, account, parent, name, metadata);
    }),
  );
  return directoryFor(db, account, record);
}

/** Renames a visible free directory, or one of a creatable entity (docs/structure.md); a name equal to the present one changes nothing and records nothing. */
export async function renameDirectory(
  db: Db,
  account: RequestAccount,
  id: string,
  rawName: string,
): Promise<Directory> {
  const name = directoryName(rawName);
  const record = await withNameClashAs409(() =>
    db.transaction().execute(async (trx) => {
      const directory = await findLiveDirectory(trx, id);
      if (!directory) throw notFound('The directory was not found or was deleted.');
      await ensureMayRenameOrDelete(trx, account, directory);
      if (directory.name === name) return directory;
      if (await findSiblingNamed(trx, directory.parentId, name, directory.id)) throw nameTaken();
      const updatedAt = new Date().toISOString();
      await updateDirectoryName(trx, directory.id, name, updatedAt);
      await recordEvent(trx, {
        type: EventType.RenameDirectory,
        accountId: account.id,
        directoryId: directory.id,
        details: { previousName: directory.name, name, parentId: directory.parentId },
      });
      return { ...directory, name, updatedAt };
    }),
  );
  return directoryFor(db, account, record);
}

/**
 * Moves directories with their subtrees to the trash, all or none, one DeleteDirectory event each. Only the listed
 * directories are marked; what lies below is hidden through them and comes back with them on restore. Skeleton
 * directories are refused unless their entity is creatable (the policy's rule); what lies below goes with them. With
 * `parentId`, every directory must be a child of that directory (the delete-many of one parent).
 */
export async function deleteDirectories(
  db: Db,
  account: RequestAccount,
  ids: readonly string[],
  parentId?: string,
): Promise<void> {
  const requested = [...new Set(ids)];
  await db.transaction().execute(async (trx) => {
    if (parentId !== undefined) await liveDirectoryOrNotFound(trx, parentId);
    const found = new Map((await findLiveDirectories(trx, requested)).map((record) => [record.id, record]));
    const missing = requested.filter((id) => !found.has(id));
    if (missing.length > 0) throw notFound(`The directories ${missing.join(', ')} were not found or were deleted.`);
    const directories = requested.flatMap((id) => found.get(id) ?? []);
    for (const directory of directories) {
      if (parentId !== undefined && directory.parentId !== parentId)
        throw new HttpProblem(
          400,
          ProblemCode.IncorrectParam,
          `The directory ${directory.id} is not a child of ${parentId}.`,
        );
      await ensureMayRenameOrDelete(trx, account, directory);
    }
    const deletedAt = new Date().toISOString();
    await markDirectoriesDeleted(
      trx,
      directories.map((directory) => directory.id),
      deletedAt,
      account.id,
    );
    for (const directory of directories)
      await recordEvent(trx, {
        type: EventType.DeleteDirectory,
        accountId: account.id,
        directoryId: directory.id,
        details: { name: directory.name, parentId: directory.parentId },
      });
  });
}
