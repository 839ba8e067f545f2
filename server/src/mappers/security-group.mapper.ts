import type { Selectable } from 'kysely';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import type { SecurityGroupTable } from '../db/security-groups.schema';

/** Every operation in the contract's enum order: stored operations are kept in it, once each. */
const OPERATION_ORDER: readonly PermissionOperation[] = Object.values(PermissionOperation);

/** The form group names are compared in (trimmed, NFC, lower case): two groups may not differ by these only. */
export function securityGroupNameKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

/** The operations once each, in the enum's order; anything that is not an operation of the contract is dropped. */
export function normalizeOperations(operations: readonly unknown[]): PermissionOperation[] {
  const chosen = new Set(operations);
  return OPERATION_ORDER.filter((operation) => chosen.has(operation));
}

function parseOperations(text: string): PermissionOperation[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? normalizeOperations(value) : [];
}

export function toSecurityGroup(
  row: Pick<Selectable<SecurityGroupTable>, 'id' | 'name' | 'description' | 'operations'>,
  members: readonly string[],
): SecurityGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    members: [...members],
    operations: parseOperations(row.operations),
  };
}
