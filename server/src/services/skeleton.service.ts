import { randomUUID } from 'node:crypto';
import type { CreateSkeletonRequest } from '../../../codegen/model/createSkeletonRequest';
import type { NamedItem } from '../../../codegen/model/namedItem';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { SecurityPoint } from '../../../codegen/model/securityPoint';
import type { Skeleton } from '../../../codegen/model/skeleton';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import type { SkeletonEntitySaveRequest } from '../../../codegen/model/skeletonEntitySaveRequest';
import type { Db } from '../db/database';
import { toSkeletonEntity, type SkeletonEntityRecord } from '../mappers/skeleton.mapper';
import { ensurePinnable } from '../policies/skeleton.policy';
import { HttpProblem, incorrectParam, notFound, validationFailed } from '../problem';
import { isUniqueViolation } from '../repositories/directories.repository';
import { existingSecurityGroupIds } from '../repositories/security-groups.repository';
import {
  addOwnPoints,
  deletePointsOf,
  pointsOfOwners,
  replaceOwnPoints,
} from '../repositories/security-points.repository';
import {
  applyEntityFlags,
  deleteSkeletonEntities,
  directoryIdsOfEntities,
  entitySiblingNamed,
  entitySubtreeIds,
  findSkeleton,
  findSkeletonEntities,
  findSkeletonEntity,
  freeDirectoriesOf,
  insertSkeletonEntity,
  insertSkeletonOnce,
  listSkeletonEntities,
  updateSkeletonEntity,
} from '../repositories/skeleton.repository';
import type { AdminContext } from './admin-context';
import { directoryMetadata, directoryName } from './directory-name';
import { storedName } from './name-rules';
import { failingAs } from './document-context';
import { comparePoints } from './security-points.service';
import { instantiateNewEntity } from './structure-directories.service';

type Executor = Parameters<typeof findSkeleton>[0];

const DEFAULT_PIN_PRIORITY = -1;

const nameTaken = (name: string) =>
  new HttpProblem(
    409,
    ProblemCode.SkeletonEntityWithNameAlreadyExists,
    `The parent already has an entity named «${name}».`,
  );
const entityNotFound = () => notFound('The skeleton entity was not found.');

/** A race on the sibling-name index (PostgreSQL) answers as the check does; caught outside the transaction. */
async function nameRaceAs409<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

/** The installation's structure; 404 while none exists (the structure editor then creates «default»). */
export async function getSkeleton(db: Db): Promise<Skeleton> {
  const skeleton = await findSkeleton(db);
  if (!skeleton) throw notFound('No skeleton exists yet.');
  return skeleton;
}

/**
 * Creates the structure; an installation has one, so creating it again (two editors opened at once) answers the one
 * that exists (docs/structure.md).
 */
export async function createSkeleton(context: AdminContext, request: CreateSkeletonRequest): Promise<Skeleton> {
  const name = storedName(request.name, 'body.name');
  if (name === '')
    throw validationFailed('The name is required.', [{ field: 'body.name', message: 'is empty', rule: 'blank' }]);
  return failingAs(context, ProblemCode.CreateResourceFailed, 'The skeleton could not be created.', () =>
    insertSkeletonOnce(context.db, { id: randomUUID(), name }, context.now.toISOString()),
  );
}

async function skeletonOrNotFound(db: Executor, id: string): Promise<Skeleton> {
  const skeleton = await findSkeleton(db);
  if (skeleton?.id !== id) throw notFound('The skeleton was not found.');
  return skeleton;
}

export async function listEntities(db: Db, skeletonId: string): Promise<SkeletonEntity[]> {
  await skeletonOrNotFound(db, skeletonId);
  return (await listSkeletonEntities(db, skeletonId)).map(toSkeletonEntity);
}

async function entityOrNotFound(db: Executor, id: string): Promise<SkeletonEntityRecord> {
  const entity = await findSkeletonEntity(db, id);
  if (!entity) throw entityNotFound();
  return entity;
}

export async function getEntity(db: Db, id: string): Promise<SkeletonEntity> {
  return toSkeletonEntity(await entityOrNotFound(db, id));
}

/** Every group named must exist (404 naming the others): points are given to real groups only. */
async function ensureGroupsExist(db: Executor, groupIds: readonly string[]): Promise<void> {
  const existing = await existingSecurityGroupIds(db, groupIds);
  const missing = groupIds.filter((id) => !existing.has(id));
  if (missing.length > 0) throw notFound(`Unknown security groups: ${missing.join(', ')}.`);
}

/** The stored form of what the dialog saves: names as directory names (they become them), blanks as none. */
function savedFields(request: SkeletonEntitySaveRequest) {
  const description = request.description?.trim() ?? '';
  const shortName = storedName(request.pinShortName ?? '', 'body.pinShortName');
  const isPinned = request.isPinned ?? false;
  return {
    name: directoryName(request.name),
    description: description === '' ? null : description,
    metadata: directoryMetadata(request.metadata),
    allowCreateDirectory: request.allowCreateDirectory ?? true,
    allowUploadDocuments: request.allowUploadDocuments ?? true,
    isPinned,
    pinShortName: isPinned && shortName !== '' ? shortName : null,
    pinPriority: isPinned ? (request.pinPriority ?? DEFAULT_PIN_PRIORITY) : DEFAULT_PIN_PRIORITY,
  };
}

/**
 * Creates an entity under its parent (or a root entity) with points for the groups given; a non-creatable entity gets
 * its directories at once (structure-directories.service). All or nothing.
 */
export async function createEntity(context: AdminContext, request: SkeletonEntitySaveRequest): Promise<SkeletonEntity> {
  const fields = savedFields(request);
  const groupIds = [...new Set(request.securityGroups ?? [])];
  const created = await nameRaceAs409(fields.name, () =>
    failingAs(context, ProblemCode.CreateResourceFailed, 'The skeleton entity could not be created.', () =>
      context.db.transaction().execute(async (trx) => {
        await skeletonOrNotFound(trx, request.skeletonId);
        const parent = request.parentId ? await findSkeletonEntity(trx, request.parentId) : undefined;
        if (request.parentId && parent?.skeletonId !== request.skeletonId)
          throw notFound('The parent entity was not found.');
        const ancestors = parent ? [...(await findSkeletonEntities(trx, parent.ancestorIds)).values(), parent] : [];
        const isCreatable = request.isCreatable ?? false;
        ensurePinnable({ isCreatable, isPinned: fields.isPinned }, ancestors);
        if (await entitySiblingNamed(trx, request.skeletonId, parent?.id ?? null, fields.name))
          throw nameTaken(fields.name);
        await ensureGroupsExist(trx, groupIds);
        const now = context.now.toISOString();
        const record: SkeletonEntityRecord = {
          id: randomUUID(),
          ...fields,
          depth: parent ? parent.depth + 1 : 0,
          authorId: context.account.id,
          ancestorIds: parent ? [...parent.ancestorIds, parent.id] : [],
          parentId: parent?.id ?? null,
          skeletonId: request.skeletonId,
          isCreatable,
          createdAt: now,
          updatedAt: now,
        };
        await insertSkeletonEntity(trx, record);
        await replaceOwnPoints(trx, record.id, groupIds, now, 'skeleton-entity');
        await instantiateNewEntity(trx, context.account, record);
        return record;
      }),
    ),
  );
  return toSkeletonEntity(created);
}

/**
 * Saves the dialog for an existing entity. The entity stays where it is and keeps its creatable flag (the dialog hides
 * it when editing); its directories take the new allow-flags, pin and points at once, and keep their names and
 * metadata (docs/structure.md). Without `securityGroups` the points stay as they are.
 */
export async function updateEntity(
  context: AdminContext,
  id: string,
  request: SkeletonEntitySaveRequest,
): Promise<SkeletonEntity> {
  if (request.id && request.id.toLowerCase() !== id.toLowerCase())
    throw incorrectParam('The body names another entity than the path.');
  const fields = savedFields(request);
  const updated = await nameRaceAs409(fields.name, () =>
    failingAs(context, ProblemCode.UpdateResourceFailed, 'The skeleton entity could not be saved.', () =>
      context.db.transaction().execute(async (trx) => {
        const entity = await entityOrNotFound(trx, id);
        if (request.skeletonId !== entity.skeletonId) throw incorrectParam('The entity belongs to another skeleton.');
        if ((request.parentId ?? null) !== entity.parentId)
          throw incorrectParam('Entities are not moved: the parent must stay the same.');
        const ancestors = [...(await findSkeletonEntities(trx, entity.ancestorIds)).values()];
        ensurePinnable({ isCreatable: entity.isCreatable, isPinned: fields.isPinned }, ancestors);
        if (await entitySiblingNamed(trx, entity.skeletonId, entity.parentId, fields.name, entity.id))
          throw nameTaken(fields.name);
        const groupIds = request.securityGroups && [...new Set(request.securityGroups)];
        if (groupIds) await ensureGroupsExist(trx, groupIds);
        const now = context.now.toISOString();
        const record: SkeletonEntityRecord = { ...entity, ...fields, updatedAt: now };
        await updateSkeletonEntity(trx, record);
        await applyEntityFlags(trx, record, now);
        if (groupIds) await replaceOwnPoints(trx, record.id, groupIds, now, 'skeleton-entity');
        return record;
      }),
    ),
  );
  return toSkeletonEntity(updated);
}

/**
 * Deletes the entity with its descendants. Their directories stay, as free directories, and keep the access they
 * had: the entities' points become points of the directories themselves (docs/structure.md).
 */
export async function deleteEntity(context: AdminContext, id: string): Promise<void> {
  await failingAs(context, ProblemCode.DeleteResourceFailed, 'The skeleton entity could not be deleted.', () =>
    context.db.transaction().execute(async (trx) => {
      await entityOrNotFound(trx, id);
      const subtree = await entitySubtreeIds(trx, id);
      const now = context.now.toISOString();
      const points = await pointsOfOwners(trx, subtree, 'skeleton-entity');
      const directories = await directoryIdsOfEntities(trx, subtree);
      await addOwnPoints(
        trx,
        directories.flatMap((directory) =>
          points
            .filter((point) => point.ownerId === directory.skeletonEntityId)
            .map((point) => ({ directoryId: directory.id, groupId: point.groupId })),
        ),
        now,
      );
      await freeDirectoriesOf(trx, subtree, now);
      await deletePointsOf(trx, subtree, 'skeleton-entity');
      await deleteSkeletonEntities(trx, subtree);
    }),
  );
}

/**
 * The points of the entity and of its ancestor entities, the entity's own removable; priority is the owner's depth,
 * the deepest owner's points governing the entity's directories (as the access viewer shows for directories).
 */
export async function entitySecurityPoints(db: Db, id: string): Promise<SecurityPoint[]> {
  const entity = await entityOrNotFound(db, id);
  const owners = new Map(
    [...(await findSkeletonEntities(db, entity.ancestorIds)).values(), entity].map((e) => [e.id, e]),
  );
  const rows = await pointsOfOwners(db, [...owners.keys()], 'skeleton-entity');
  return rows
    .flatMap((row): SecurityPoint[] => {
      const owner = owners.get(row.ownerId);
      if (!owner) return [];
      const own = owner.id === entity.id;
      return [
        {
          id: row.groupId,
          name: row.groupName,
          ownerId: owner.id,
          priority: owner.depth,
          parentName: own ? null : owner.name,
          allowDeletion: own,
        },
      ];
    })
    .sort(comparePoints);
}

/** Id and name of each ancestor entity, the root first. */
export async function entityAncestorNames(db: Db, id: string): Promise<NamedItem[]> {
  const entity = await entityOrNotFound(db, id);
  const ancestors = await findSkeletonEntities(db, entity.ancestorIds);
  return entity.ancestorIds.map((ancestorId) => ({ id: ancestorId, name: ancestors.get(ancestorId)?.name ?? '' }));
}
