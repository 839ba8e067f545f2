import { describe, expect, it } from 'vitest';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import { filterSecurityGroups, withGroupRestored, withGroupSaved, withoutGroup } from './security-groups.utils';

const group = (id: string, name: string): SecurityGroup => ({
  id,
  name,
  description: null,
  members: [],
  operations: [],
});

const designers = group('e5000000-0000-4000-8000-000000000001', 'Проектировщики');
const contractor = group('e5000000-0000-4000-8000-000000000002', 'Генподрядчик');
const admins = group('e5000000-0000-4000-8000-0000000000a3', 'Администраторы проекта');
const all = [designers, contractor, admins];

describe('filterSecurityGroups', () => {
  it('keeps every group for an empty or blank search', () => {
    expect(filterSecurityGroups(all, '')).toBe(all);
    expect(filterSecurityGroups(all, '   ')).toBe(all);
  });

  it('matches a substring of the name without case', () => {
    expect(filterSecurityGroups(all, 'ПРОЕКТ')).toEqual([designers, admins]);
    expect(filterSecurityGroups(all, ' подряд ')).toEqual([contractor]);
  });

  it('matches a substring of the id without case', () => {
    expect(filterSecurityGroups(all, '0000000000A3')).toEqual([admins]);
    expect(filterSecurityGroups(all, 'e5000000')).toEqual(all);
  });

  it('finds nothing when neither matches', () => {
    expect(filterSecurityGroups(all, 'Сметчики')).toEqual([]);
  });
});

describe('withoutGroup and withGroupRestored', () => {
  it('removes the group and remembers its place', () => {
    const { groups, removed } = withoutGroup(all, contractor.id);
    expect(groups).toEqual([designers, admins]);
    expect(removed).toEqual({ group: contractor, index: 1 });
  });

  it('leaves the list alone when the group is not there', () => {
    expect(withoutGroup(all, 'missing')).toEqual({ groups: all });
  });

  it('puts the group back in its place, once', () => {
    const { groups, removed } = withoutGroup(all, contractor.id);
    if (!removed) throw new Error('not removed');
    expect(withGroupRestored(groups, removed)).toEqual(all);
    expect(withGroupRestored(all, removed)).toEqual(all);
  });

  it('puts it last when the list got shorter meanwhile', () => {
    const { removed } = withoutGroup(all, admins.id);
    if (!removed) throw new Error('not removed');
    expect(withGroupRestored([designers], removed)).toEqual([designers, admins]);
  });
});

describe('withGroupSaved', () => {
  it('replaces an updated group in place', () => {
    const renamed = { ...contractor, name: 'Генподрядчик (СМУ-1)' };
    expect(withGroupSaved(all, renamed)).toEqual([designers, renamed, admins]);
  });

  it('adds a created group last', () => {
    const created = group('e5000000-0000-4000-8000-000000000004', 'Технический надзор');
    expect(withGroupSaved(all, created)).toEqual([...all, created]);
  });
});
