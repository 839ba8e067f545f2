import { ProblemCode } from '../../../codegen/model/problemCode';
import type { SecurityPoint } from '../../../codegen/model/securityPoint';
import type { Db } from '../db/database';
import type { DirectoryRecord } from '../mappers/directory.mapper';
import { nameCollator } from '../mappers/names';
import { groupsNotAddable } from '../policies/security-points.policy';
import { forbidden, notFound } from '../problem';
import { findLiveDirectories } from '../repositories/directories.repository';
import { existingSecurityGroupIds, securityGroupIdsOf } from '../repositories/security-groups.repository';
import {
  entityPointsOfDirectories,
  ownPointGroupIds,
  pointsOfOwners,
  replaceOwnPoints,
} from '../repositories/security-points.repository';
import { findSkeletonEntities } from '../repositories/skeleton.repository';
import type { AdminContext } from './admin-context';
import { failingAs } from './document-context';
import { liveDirectoryOrNotFound } from './directory-views.service';

export function comparePoints(a: SecurityPoint, b: SecurityPoint): number {
  return b.priority - a.priority || nameCollator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The points of every owner on the directory's chain (itself, its parent, … the top level): each a group with its
 * owner, the owner's depth as priority, the owner's name when inherited; only the directory's own may be deleted.
 * A directory made from a structure entity also has the entity's points, at its own depth, owned by the entity (they
 * are changed in the structure editor: docs/structure.md). Highest priority first, then by group name.
 */
async function pointsOnChain(db: Db, directory: DirectoryRecord): Promise<SecurityPoint[]> {
  const ancestors = await findLiveDirectories(db, directory.ancestorIds);
  const owners = new Map([...ancestors, directory].map((owner) => [owner.id, owner]));
  const [own, structural] = await Promise.all([
    pointsOfOwners(db, [...owners.keys()]),
    entityPointsOfDirectories(db, [...owners.keys()]),
  ]);
  const entities = await findSkeletonEntities(
    db,
    structural.map((row) => row.entityId),
  );
  const ownPoints = own.flatMap((row): SecurityPoint[] => {
    const owner = owners.get(row.ownerId);
    if (!owner) return [];
    const itself = owner.id === directory.id;
    return [
      {
        id: row.groupId,
        name: row.groupName,
        ownerId: owner.id,
        priority: owner.depth,
        parentName: itself ? null : owner.name,
        allowDeletion: itself,
      },
    ];
  });
  const structuralPoints = structural.flatMap((row): SecurityPoint[] => {
    const owner = owners.get(row.ownerId);
    if (!owner) return [];
    return [
      {
        id: row.groupId,
        name: row.groupName,
        ownerId: row.entityId,
        priority: owner.depth,
        parentName: owner.id === directory.id ? (entities.get(row.entityId)?.name ?? owner.name) : owner.name,
        allowDeletion: false,
      },
    ];
  });
  return [...ownPoints, ...structuralPoints].sort(comparePoints);
}

/** A visible directory's points (the access viewer); unknown, deleted or hidden: 404. */
export async function directorySecurityPoints(db: Db, directoryId: string): Promise<SecurityPoint[]> {
  return pointsOnChain(db, await liveDirectoryOrNotFound(db, directoryId));
}

/**
 * Replaces the directory's own points with points of the groups given, all or nothing: every id must name an existing
 * group (404 naming the others), and an account that is neither administrator nor developer may add only groups it
 * is a member of (403). Inherited points stay. Answers the new list, as the listing does.
 */
export async function replaceDirectorySecurityPoints(
  context: AdminContext,
  directoryId: string,
  groupIds: readonly string[],
): Promise<SecurityPoint[]> {
  const wanted = [...new Set(groupIds)];
  return failingAs(
    context,
    ProblemCode.UpdateSecurityGroupPointsActionFailed,
    'The security points could not be saved.',
    () =>
      context.db.transaction().execute(async (trx) => {
        const directory = await liveDirectoryOrNotFound(trx, directoryId);
        const existing = await existingSecurityGroupIds(trx, wanted);
        const missing = wanted.filter((id) => !existing.has(id));
        if (missing.length > 0) throw notFound(`Unknown security groups: ${missing.join(', ')}.`);
        const refused = groupsNotAddable(context.account, {
          current: await ownPointGroupIds(trx, directoryId),
          wanted,
          memberOf: await securityGroupIdsOf(trx, context.account.id),
        });
        if (refused.length > 0) throw forbidden(`Only groups you are a member of may be added: ${refused.join(', ')}.`);
        await replaceOwnPoints(trx, directoryId, wanted, context.now.toISOString());
        return pointsOnChain(trx, directory);
      }),
  );
}
