import type { Transaction } from 'kysely';
import type { MetadataItem } from '../../../codegen/model/metadataItem';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { DirectoryRecord } from '../mappers/directory.mapper';
import type { SkeletonEntityRecord } from '../mappers/skeleton.mapper';
import type { RequestAccount } from '../plugins/auth';
import { chainOf, ensureHolds, placeOf } from '../policies/access.policy';
import {
  ensureCanCreateDirectoryIn,
  ensureCanRenameOrDeleteDirectory,
  isSkeletonDirectory,
} from '../policies/directories.policy';
import { forbidden, HttpProblem, notFound } from '../problem';
import { findSiblingNamed } from '../repositories/directories.repository';
import {
  adoptDirectory,
  childEntities,
  findSkeletonEntity,
  liveDirectoriesOfEntity,
} from '../repositories/skeleton.repository';
import { accessOf } from './access.service';
import { insertNewDirectory } from './new-directory';

type Executor = Db | Transaction<Database>;

/**
 * Directories made from the structure (docs/structure.md). A creatable entity is made by users («Add {name}») under a
 * directory of its parent entity, or at the top level for a root entity; the entity's non-creatable descendants come
 * with it. A non-creatable entity is made by the structure itself: once at the top level for a root entity, else
 * under every directory of its parent entity, when it is created.
 */

/**
 * The creatable entity a directory is asked to be made from, under the parent given (null: the top level): 404 for
 * an unknown entity, 403 for one that is not creatable, 400 IncorrectParam for a parent that is not a directory of the
 * entity's parent entity. Besides CreateFiles (checked by the gate), StructureControl there; the top level is the
 * elevated roles' only.
 */
export async function creatableEntityFor(
  db: Executor,
  account: RequestAccount,
  entityId: string,
  parent: DirectoryRecord | null,
): Promise<SkeletonEntityRecord> {
  const entity = await findSkeletonEntity(db, entityId);
  if (!entity) throw notFound('The skeleton entity was not found.');
  if (!entity.isCreatable) throw forbidden(`Directories of «${entity.name}» are made by the structure itself.`);
  if ((parent?.skeletonEntityId ?? null) !== entity.parentId)
    throw new HttpProblem(
      400,
      ProblemCode.IncorrectParam,
      entity.parentId === null
        ? `«${entity.name}» is a top-level entity: its directories are created at the top level.`
        : `«${entity.name}» is created only in directories of its parent entity.`,
    );
  if (parent === null) ensureCanCreateDirectoryIn(account, null);
  else ensureHolds(await accessOf(db, account), chainOf(parent), PermissionOperation.StructureControl);
  return entity;
}

/** Stores the directory of the entity under the parent, then those of its non-creatable descendants below it. */
export async function insertEntityDirectories(
  db: Executor,
  account: RequestAccount,
  entity: SkeletonEntityRecord,
  parent: DirectoryRecord | null,
  name: string,
  metadata: MetadataItem[],
): Promise<DirectoryRecord> {
  const directory = await insertNewDirectory(db, account, parent, name, metadata, {
    skeletonEntityId: entity.id,
    allowCreateDirectory: entity.allowCreateDirectory,
    allowUploadDocuments: entity.allowUploadDocuments,
  });
  for (const child of await childEntities(db, entity.id))
    if (!child.isCreatable) await insertEntityDirectories(db, account, child, directory, child.name, child.metadata);
  return directory;
}

/**
 * Makes the directories of a newly created non-creatable entity: under every live directory of its parent entity
 * (once at the top level for a root entity). A free directory of the same name already there becomes the entity's
 * (so an existing project takes the structure); one of another entity is left alone and the place goes without.
 */
export async function instantiateNewEntity(
  db: Executor,
  account: RequestAccount,
  entity: SkeletonEntityRecord,
): Promise<void> {
  if (entity.isCreatable) return;
  const parents: (DirectoryRecord | null)[] =
    entity.parentId === null ? [null] : await liveDirectoriesOfEntity(db, entity.parentId);
  for (const parent of parents) {
    const existing = await findSiblingNamed(db, parent?.id ?? null, entity.name);
    if (!existing) {
      await insertEntityDirectories(db, account, entity, parent, entity.name, entity.metadata);
      continue;
    }
    if (!isSkeletonDirectory(existing)) await adoptDirectory(db, existing.id, entity, new Date().toISOString());
  }
}

/**
 * Rename and delete of a directory: the structure's rule (free, or of a creatable entity), and StructureControl
 * where it lies for a directory of the structure, besides the ordinary right the gate has checked.
 */
export async function ensureMayRenameOrDelete(
  db: Executor,
  account: RequestAccount,
  directory: DirectoryRecord,
): Promise<void> {
  if (!isSkeletonDirectory(directory)) return;
  const entity = directory.skeletonEntityId ? await findSkeletonEntity(db, directory.skeletonEntityId) : undefined;
  ensureCanRenameOrDeleteDirectory(directory, entity?.isCreatable ?? false);
  ensureHolds(await accessOf(db, account), placeOf(directory), PermissionOperation.StructureControl);
}
