import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import type { RequestAccount } from '../plugins/auth';
import { forbidden, notFound } from '../problem';
import { isElevated } from './roles.policy';

/**
 * Who may see and do what in a directory, by security groups and security points (docs/access-control.md). Pure: the
 * facts are read once per request by the access service, and every rule of the operation table comes down to these.
 */

/** Every right a security group can give; ReadDocument is obsolete and gives nothing (seeing is being governed). */
export const ALL_RIGHTS: readonly PermissionOperation[] = Object.freeze(
  Object.values(PermissionOperation).filter((operation) => operation !== PermissionOperation.ReadDocument),
);

export interface AccessFacts {
  /** Administrators and developers: every right everywhere. */
  elevated: boolean;
  /** Directory owner id → the groups with a point there. */
  pointsByOwner: ReadonlyMap<string, readonly string[]>;
  /** The account's groups → their operations. */
  groupsOfAccount: ReadonlyMap<string, readonly PermissionOperation[]>;
  /** Directories the account walks through on its way to one it sees: names only, no rights. */
  pathIds: ReadonlySet<string>;
}

/**
 * A place: the ids of a directory's chain from the top level down, ending with the directory itself. The empty chain
 * is the root above the top level, where only administrators and developers hold rights.
 */
export type Chain = readonly string[];

export function accessFacts(
  account: RequestAccount,
  rows: Omit<AccessFacts, 'elevated' | 'pathIds'> & {
    ancestorsOfGrantingOwners: ReadonlyMap<string, readonly string[]>;
  },
): AccessFacts {
  const pathIds = new Set<string>();
  for (const ancestors of rows.ancestorsOfGrantingOwners.values()) for (const id of ancestors) pathIds.add(id);
  return {
    elevated: isElevated(account),
    pointsByOwner: rows.pointsByOwner,
    groupsOfAccount: rows.groupsOfAccount,
    pathIds,
  };
}

/** The chain of a directory itself. */
export const chainOf = (directory: { id: string; ancestorIds: readonly string[] }): Chain => [
  ...directory.ancestorIds,
  directory.id,
];

/** The chain of the place a directory lies in: its parent's (the root for a top-level one). */
export const placeOf = (directory: { ancestorIds: readonly string[] }): Chain => directory.ancestorIds;

const NO_GROUPS: readonly string[] = [];
/** No right at all (frozen, as every answer of rightsOn: mappers/directory-json.ts keeps their JSON by the array). */
export const NO_RIGHTS: readonly PermissionOperation[] = Object.freeze([]);

/** The groups with points on the nearest owner of the chain (the highest priority wins), or none. */
export function governingGroups(facts: AccessFacts, chain: Chain): readonly string[] {
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const groups = facts.pointsByOwner.get(chain[index] ?? '');
    if (groups && groups.length > 0) return groups;
  }
  return NO_GROUPS;
}

/** Whether the account sees the directory of the chain (and its documents); the root is seen by everyone. */
export function canSee(facts: AccessFacts, chain: Chain): boolean {
  if (facts.elevated || chain.length === 0) return true;
  return governingGroups(facts, chain).some((groupId) => facts.groupsOfAccount.has(groupId));
}

/** Whether the account sees the directory at least as the path to one it sees (its name, no contents). */
export function canPass(facts: AccessFacts, chain: Chain): boolean {
  return canSee(facts, chain) || facts.pathIds.has(chain[chain.length - 1] ?? '');
}

/**
 * The rights each set of governing groups gives, per account's groups. Both are the facts' own objects, which the
 * shared reads (db/stamped-reads.ts) hand to every safe request while the access stamp stays: the directories of one
 * owner, and every load of them, share one answer instead of computing it per directory.
 */
const rightsGiven = new WeakMap<
  AccessFacts['groupsOfAccount'],
  WeakMap<readonly string[], readonly PermissionOperation[]>
>();

/** The account's rights in the directory of the chain, in the enum's order (a frozen array, shared). */
export function rightsOn(facts: AccessFacts, chain: Chain): readonly PermissionOperation[] {
  if (facts.elevated) return ALL_RIGHTS;
  if (chain.length === 0) return NO_RIGHTS;
  const governing = governingGroups(facts, chain);
  let byGroups = rightsGiven.get(facts.groupsOfAccount);
  if (!byGroups) {
    byGroups = new WeakMap();
    rightsGiven.set(facts.groupsOfAccount, byGroups);
  }
  let rights = byGroups.get(governing);
  if (!rights) {
    const held = new Set<PermissionOperation>();
    for (const groupId of governing)
      for (const operation of facts.groupsOfAccount.get(groupId) ?? []) held.add(operation);
    rights = Object.freeze(ALL_RIGHTS.filter((operation) => held.has(operation)));
    byGroups.set(governing, rights);
  }
  return rights;
}

export function holds(facts: AccessFacts, chain: Chain, right: PermissionOperation): boolean {
  return facts.elevated || rightsOn(facts, chain).includes(right);
}

/** 404 for what the account cannot see: exactly what a missing item answers. */
export function ensureSees(facts: AccessFacts, chain: Chain, what = 'The item was not found or was deleted.'): void {
  if (!canSee(facts, chain)) throw notFound(what);
}

/** 403 ForbiddenResourceFailed when the account lacks the right in the place. */
export function ensureHolds(facts: AccessFacts, chain: Chain, right: PermissionOperation): void {
  if (!holds(facts, chain, right))
    throw forbidden(
      chain.length === 0
        ? `Only administrators and developers may do this at the top level (${right}).`
        : `Your security groups do not give ${right} here.`,
    );
}
