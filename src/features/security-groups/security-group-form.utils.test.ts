import { describe, expect, it } from 'vitest';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import type { User } from '../../../codegen/model/user';
import {
  ALL_OPERATIONS,
  groupFormValues,
  hasAllRights,
  memberOptions,
  offeredUsers,
  operationsForAllRights,
  operationsFrom,
  toSecurityGroupInput,
  validateGroupForm,
  withAllMembers,
} from './security-group-form.utils';

function user(id: string, displayName: string, status: User['status']): User {
  return {
    id,
    email: `${id}@example.com`,
    displayName,
    company: null,
    department: null,
    title: null,
    location: null,
    mobile: null,
    phone: null,
    status,
    roles: ['user'],
    disableEmailNotifications: false,
  };
}

const ivanov = user('u-1', 'Иванов', 1);
const petrova = user('u-2', 'Петрова', 0);
const blocked = user('u-3', 'Заблокированный', 2);
const users = [ivanov, petrova, blocked];

describe('all rights', () => {
  it('is on only when the group holds every one of the eight operations', () => {
    expect(ALL_OPERATIONS).toHaveLength(8);
    expect(hasAllRights([...ALL_OPERATIONS])).toBe(true);
    expect(hasAllRights(ALL_OPERATIONS.filter((operation) => operation !== 'ReadDocument'))).toBe(false);
    expect(hasAllRights([])).toBe(false);
  });

  it('sets every operation or none', () => {
    expect(operationsForAllRights(true)).toEqual(ALL_OPERATIONS);
    expect(operationsForAllRights(false)).toEqual([]);
  });
});

describe('operationsFrom', () => {
  it('reads the checked boxes in the modal order, each once, unknown values dropped', () => {
    expect(operationsFrom(['DocumentFlow', 'CreateFiles', 'CreateFiles', 'Unknown'])).toEqual([
      'CreateFiles',
      'DocumentFlow',
    ]);
    expect(operationsFrom([])).toEqual([]);
  });
});

describe('members', () => {
  it('offers everyone but Disabled users', () => {
    expect(offeredUsers(users)).toEqual([ivanov, petrova]);
    expect(memberOptions(users, []).map((option) => option.value)).toEqual(['u-1', 'u-2']);
  });

  it('keeps a Disabled member and an unknown member visible, so they can be removed', () => {
    expect(memberOptions(users, ['u-3', 'u-9'])).toEqual([
      { value: 'u-1', label: 'Иванов', disabledUser: false },
      { value: 'u-2', label: 'Петрова', disabledUser: false },
      { value: 'u-3', label: 'Заблокированный', disabledUser: true },
      { value: 'u-9', label: 'u-9', disabledUser: false },
    ]);
  });

  it('adds all offered users and keeps the current members', () => {
    expect(withAllMembers([], users)).toEqual(['u-1', 'u-2']);
    expect(withAllMembers(['u-3', 'u-2'], users)).toEqual(['u-3', 'u-2', 'u-1']);
  });
});

describe('the form and its payload', () => {
  const group: SecurityGroup = {
    id: 'g-1',
    name: 'Проектировщики',
    description: null,
    members: ['u-1'],
    operations: ['DocumentFlow', 'CreateFiles'],
  };

  it('starts empty for a new group and from the group otherwise', () => {
    expect(groupFormValues()).toEqual({ name: '', description: '', operations: [], members: [] });
    expect(groupFormValues(group)).toEqual({
      name: 'Проектировщики',
      description: '',
      operations: ['CreateFiles', 'DocumentFlow'],
      members: ['u-1'],
    });
  });

  it('requires a name that is not blank', () => {
    expect(validateGroupForm(groupFormValues())).toEqual({ name: { rule: 'required' } });
    expect(validateGroupForm({ ...groupFormValues(), name: '   ' })).toEqual({ name: { rule: 'required' } });
    expect(validateGroupForm(groupFormValues(group))).toEqual({});
  });

  it('trims the texts and sends an empty description as null', () => {
    expect(
      toSecurityGroupInput({
        name: '  Надзор ',
        description: '  ',
        operations: ['PermissionControl'],
        members: ['u-2'],
      }),
    ).toEqual({ name: 'Надзор', description: null, operations: ['PermissionControl'], members: ['u-2'] });
    expect(toSecurityGroupInput({ ...groupFormValues(group), description: ' Архитекторы ' }).description).toBe(
      'Архитекторы',
    );
  });
});
