import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import type { SecurityGroupInput } from '../../../codegen/model/securityGroupInput';
import type { User } from '../../../codegen/model/user';
import { UserStatus } from '../../../codegen/model/userStatus';
import { ALL_PERMISSIONS } from '../../shared/access/permissions.utils';
import { formErrors, max, required, type RuleError } from '../../shared/forms/form-rules';

/**
 * Every operation, in the modal's order: the seven that mean something, then the obsolete ReadDocument, which old
 * records still carry (docs/access-control.md).
 */
export const ALL_OPERATIONS: readonly PermissionOperation[] = [...ALL_PERMISSIONS, PermissionOperation.ReadDocument];

/** The contract's limits of `SecurityGroupInput`; the inputs stop there. */
export const GROUP_NAME_MAX_LENGTH = 255;
export const GROUP_DESCRIPTION_MAX_LENGTH = 2000;

export interface SecurityGroupFormValues {
  name: string;
  description: string;
  operations: PermissionOperation[];
  /** User ids. */
  members: string[];
}

export type SecurityGroupFormErrors = Partial<Record<'name' | 'description', RuleError>>;

/** The form of an existing group, or an empty one for a new group. */
export function groupFormValues(group?: SecurityGroup): SecurityGroupFormValues {
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    operations: inOrder(group?.operations ?? []),
    members: [...(group?.members ?? [])],
  };
}

/** The operations in the modal's order, each once; unknown names are dropped. */
function inOrder(operations: readonly PermissionOperation[]): PermissionOperation[] {
  return ALL_OPERATIONS.filter((operation) => operations.includes(operation));
}

/** The 'all rights' toggle is on when the group holds as many operations as there are (platform.md §3, §4). */
export function hasAllRights(operations: readonly PermissionOperation[]): boolean {
  return inOrder(operations).length === ALL_OPERATIONS.length;
}

/** Switching 'all rights' on gives every operation, switching it off none (platform.md §4). */
export function operationsForAllRights(on: boolean): PermissionOperation[] {
  return on ? [...ALL_OPERATIONS] : [];
}

/** The checked boxes of the operations group, as operations in the modal's order; anything else is dropped. */
export function operationsFrom(values: readonly string[]): PermissionOperation[] {
  return ALL_OPERATIONS.filter((operation) => values.includes(operation));
}

/** Users who may be offered as members: everyone but the Disabled (platform.md §4). */
export function offeredUsers(users: readonly User[]): User[] {
  return users.filter((user) => user.status !== UserStatus.Disabled);
}

export interface MemberOption {
  value: string;
  label: string;
  /** A Disabled user who is already a member: shown (and removable), never offered. */
  disabledUser: boolean;
}

/**
 * The members select's options: the offered users, then the members that are not offered — Disabled users stay
 * visible so they can be removed, and an id no user answers for shows as itself.
 */
export function memberOptions(users: readonly User[], members: readonly string[]): MemberOption[] {
  const byId = new Map(users.map((user) => [user.id, user]));
  const offered = offeredUsers(users).map((user) => ({ value: user.id, label: user.displayName, disabledUser: false }));
  const offeredIds = new Set(offered.map((option) => option.value));
  const others = members
    .filter((id) => !offeredIds.has(id))
    .map((id) => ({ value: id, label: byId.get(id)?.displayName ?? id, disabledUser: byId.has(id) }));
  return [...offered, ...others];
}

/** 'Add all': every offered user joins; the current members stay, Disabled ones included. */
export function withAllMembers(members: readonly string[], users: readonly User[]): string[] {
  const current = new Set(members);
  return [
    ...members,
    ...offeredUsers(users)
      .map((user) => user.id)
      .filter((id) => !current.has(id)),
  ];
}

/** The name is required once trimmed (the contract's `\S` pattern); nothing else is (the shared form rules). */
const GROUP_RULES = {
  name: [required(), max(GROUP_NAME_MAX_LENGTH)],
  description: [max(GROUP_DESCRIPTION_MAX_LENGTH)],
} as const;

export function validateGroupForm(values: SecurityGroupFormValues): SecurityGroupFormErrors {
  return formErrors(values, GROUP_RULES);
}

/** The body of POST and PUT /security-groups: trimmed texts, no description as null. */
export function toSecurityGroupInput(values: SecurityGroupFormValues): SecurityGroupInput {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    description: description === '' ? null : description,
    members: [...values.members],
    operations: inOrder(values.operations),
  };
}
