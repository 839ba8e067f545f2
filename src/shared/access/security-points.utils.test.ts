import { describe, expect, it } from 'vitest';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import type { SecurityPoint } from '../../../codegen/model/securityPoint';
import {
  addableGroups,
  isOwnPoint,
  isRemovable,
  ownGroupIds,
  ownPointsChanged,
  pointKey,
  sortPoints,
  visiblePoints,
  withGroupAdded,
  withPointRemoved,
} from './security-points.utils';

const PROJECT = 'p';
const STAGE = 's';
const HERE = 'd';
const directory = { id: HERE, depth: 2 };

function point(id: string, name: string, ownerId: string, priority: number, parentName: string | null): SecurityPoint {
  return { id, name, ownerId, priority, parentName, allowDeletion: ownerId === HERE };
}

const designers = point('g1', 'Проектировщики', PROJECT, 0, 'ЖК «Северный квартал»');
const reviewers = point('g2', 'Экспертиза', STAGE, 1, 'Рабочая документация');
const staff = point('g3', 'Сотрудники', STAGE, 1, 'Рабочая документация');
const contractor = point('g4', 'Генподрядчик', HERE, 2, null);

function group(id: string, name: string): SecurityGroup {
  return { id, name, description: null, members: [], operations: [] };
}

describe('sortPoints', () => {
  it('puts the highest priority first and keeps the order of equals', () => {
    expect(sortPoints([designers, reviewers, contractor, staff])).toEqual([contractor, reviewers, staff, designers]);
  });
});

describe('visiblePoints', () => {
  const points = [designers, reviewers, staff, contractor];

  it('shows only the points of the highest priority by default', () => {
    expect(visiblePoints(points, HERE, { showAll: false, ownOnly: false })).toEqual([contractor]);
    expect(visiblePoints([designers, staff, reviewers], HERE, { showAll: false, ownOnly: false })).toEqual([
      staff,
      reviewers,
    ]);
  });

  it('shows every priority, highest first, when asked', () => {
    expect(visiblePoints(points, HERE, { showAll: true, ownOnly: false })).toEqual([
      contractor,
      reviewers,
      staff,
      designers,
    ]);
  });

  it('shows only the directory’s own points when asked, whatever else', () => {
    expect(visiblePoints(points, HERE, { showAll: true, ownOnly: true })).toEqual([contractor]);
    expect(visiblePoints([designers, staff], HERE, { showAll: false, ownOnly: true })).toEqual([]);
  });

  it('shows nothing for no points', () => {
    expect(visiblePoints([], HERE, { showAll: false, ownOnly: false })).toEqual([]);
  });
});

describe('own and inherited points', () => {
  it('tells own points by their owner', () => {
    expect(isOwnPoint(contractor, HERE)).toBe(true);
    expect(isOwnPoint(designers, HERE)).toBe(false);
  });

  it('lets only own points be removed', () => {
    expect(isRemovable(contractor, HERE)).toBe(true);
    expect(isRemovable(designers, HERE)).toBe(false);
    expect(isRemovable({ ...designers, allowDeletion: true }, HERE)).toBe(false);
    expect(isRemovable({ ...contractor, allowDeletion: false }, HERE)).toBe(false);
  });

  it('keys a point by owner and group', () => {
    expect(pointKey(contractor)).toBe('d:g4');
    expect(pointKey({ ...contractor, ownerId: PROJECT })).not.toBe(pointKey(contractor));
  });
});

describe('editing', () => {
  it('adds a removable own point of the directory’s depth, once', () => {
    const added = withGroupAdded([designers], group('g2', 'Экспертиза'), directory);
    expect(added).toEqual([
      designers,
      { id: 'g2', name: 'Экспертиза', ownerId: HERE, priority: 2, parentName: null, allowDeletion: true },
    ]);
    expect(withGroupAdded(added, group('g2', 'Экспертиза'), directory)).toHaveLength(2);
  });

  it('adds an own point for a group that is only inherited', () => {
    expect(ownGroupIds(withGroupAdded([designers], group('g1', 'Проектировщики'), directory), HERE)).toEqual(['g1']);
  });

  it('removes own points only', () => {
    const both = [designers, { ...designers, ownerId: HERE, priority: 2, parentName: null, allowDeletion: true }];
    expect(withPointRemoved(both, 'g1', HERE)).toEqual([designers]);
    expect(withPointRemoved([designers], 'g1', HERE)).toEqual([designers]);
  });

  it('sends the ids of the own groups', () => {
    expect(ownGroupIds([designers, contractor, reviewers], HERE)).toEqual(['g4']);
    expect(ownGroupIds([designers], HERE)).toEqual([]);
  });

  it('offers the groups not yet among the own points', () => {
    const groups = [group('g1', 'Проектировщики'), group('g4', 'Генподрядчик'), group('g5', 'Заказчик')];
    expect(addableGroups(groups, [designers, contractor], HERE).map((g) => g.id)).toEqual(['g1', 'g5']);
  });

  it('knows whether the own groups changed', () => {
    expect(ownPointsChanged([contractor], [contractor, designers], HERE)).toBe(false);
    expect(ownPointsChanged([contractor], [], HERE)).toBe(true);
    expect(ownPointsChanged([], withGroupAdded([], group('g5', 'Заказчик'), directory), HERE)).toBe(true);
  });
});
