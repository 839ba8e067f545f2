import { describe, expect, it } from 'vitest';
import type { SecurityPoint } from '../../../codegen/model/securityPoint';
import {
  clampPinPriority,
  emptyMetadataRow,
  entityFormValues,
  hasEntityFormErrors,
  inheritedPoints,
  ownSecurityGroupIds,
  pinPriorityMax,
  toMetadataItems,
  toSkeletonEntitySaveRequest,
  validateEntityForm,
  type SaveRequestContext,
} from './skeleton-entity-form.utils';
import { objectEntity, SKELETON_ID, workingEntity } from './skeleton-editor.test-data';

const CREATE: SaveRequestContext = {
  skeletonId: SKELETON_ID,
  parentId: null,
  pinAllowed: true,
  entityCount: 4,
  withSecurityGroups: true,
};

describe('entityFormValues', () => {
  it('starts a new entity with the defaults: allow-flags on, not pinned, pin order −1', () => {
    expect(entityFormValues()).toEqual({
      name: '',
      description: '',
      isCreatable: false,
      allowCreateDirectory: true,
      allowUploadDocuments: true,
      isPinned: false,
      pinShortName: '',
      pinPriority: -1,
      metadata: [],
      securityGroups: [],
    });
  });

  it('takes an existing entity with its groups, a null metadata value as empty text', () => {
    const values = entityFormValues(objectEntity, ['e5000000-0000-4000-8000-000000000001']);
    expect(values).toMatchObject({
      name: 'Объект',
      description: 'Объект капитального строительства',
      isCreatable: true,
      allowUploadDocuments: false,
      securityGroups: ['e5000000-0000-4000-8000-000000000001'],
    });
    expect(values.metadata).toEqual([{ id: 0, key: 'Шифр объекта', value: '' }]);
    expect(entityFormValues(workingEntity)).toMatchObject({ isPinned: true, pinShortName: 'РД', pinPriority: 2 });
  });
});

describe('the pin order number', () => {
  it('is capped at the count of skeleton entities and never below −1', () => {
    expect(pinPriorityMax(4)).toBe(4);
    expect(pinPriorityMax(0)).toBe(0);
    expect(clampPinPriority(99, 4)).toBe(4);
    expect(clampPinPriority(-5, 4)).toBe(-1);
    expect(clampPinPriority(3, 4)).toBe(3);
    expect(clampPinPriority('2', 4)).toBe(2);
    expect(clampPinPriority(2.7, 4)).toBe(2);
  });

  it('is −1 when nothing or no number is typed', () => {
    expect(clampPinPriority('', 4)).toBe(-1);
    expect(clampPinPriority('-', 4)).toBe(-1);
  });
});

describe('validateEntityForm', () => {
  it('requires a name, blanks alone not counting', () => {
    const errors = validateEntityForm({ ...entityFormValues(), name: '   ' });
    expect(errors.name).toEqual({ rule: 'required' });
    expect(hasEntityFormErrors(errors)).toBe(true);
    expect(hasEntityFormErrors(validateEntityForm({ ...entityFormValues(), name: 'Изыскания' }))).toBe(false);
  });

  it('asks for the key of a metadata row with a value, and lets an empty row pass', () => {
    const values = {
      ...entityFormValues(),
      name: 'Изыскания',
      metadata: [
        { id: 0, key: '', value: 'ИГИ' },
        { id: 1, key: ' ', value: ' ' },
      ],
    };
    expect(validateEntityForm(values)).toEqual({ metadataKeys: [0] });
  });

  it('gives an added row an id no other row has', () => {
    expect(
      emptyMetadataRow([
        { id: 0, key: 'a', value: '' },
        { id: 4, key: 'b', value: '' },
      ]).id,
    ).toBe(5);
    expect(emptyMetadataRow([]).id).toBe(0);
  });
});

describe('toSkeletonEntitySaveRequest', () => {
  it('maps a new entity: no id, trimmed texts, empty ones as null, metadata trimmed and empty rows dropped', () => {
    const values = {
      ...entityFormValues(),
      name: '  Изыскания  ',
      description: '   ',
      metadata: [
        { id: 0, key: ' Вид ', value: ' ИГИ ' },
        { id: 1, key: '  ', value: '' },
        { id: 2, key: 'Заказчик', value: '   ' },
      ],
      securityGroups: ['g1', 'g2', 'g1'],
    };
    expect(toSkeletonEntitySaveRequest(values, CREATE)).toEqual({
      name: 'Изыскания',
      parentId: null,
      description: null,
      isCreatable: false,
      skeletonId: SKELETON_ID,
      securityGroups: ['g1', 'g2'],
      allowCreateDirectory: true,
      allowUploadDocuments: true,
      isPinned: false,
      pinShortName: null,
      pinPriority: -1,
      metadata: [
        { key: 'Вид', value: 'ИГИ' },
        { key: 'Заказчик', value: null },
      ],
    });
  });

  it('maps an edit with its id and parent, the pin with its short name and a clamped order number', () => {
    const values = { ...entityFormValues(workingEntity, ['g1']), pinShortName: ' РД-Р ', pinPriority: 40 };
    const request = toSkeletonEntitySaveRequest(values, {
      ...CREATE,
      entityId: workingEntity.id,
      parentId: objectEntity.id,
    });
    expect(request).toMatchObject({
      id: workingEntity.id,
      parentId: objectEntity.id,
      description: 'Стадия Р',
      isPinned: true,
      pinShortName: 'РД-Р',
      pinPriority: 4,
      securityGroups: ['g1'],
      metadata: [{ key: 'Стадия', value: 'Р' }],
    });
  });

  it('saves unpinned, with the pin defaults, where the pin is not offered', () => {
    const values = { ...entityFormValues(workingEntity), name: 'Рабочая документация' };
    expect(toSkeletonEntitySaveRequest(values, { ...CREATE, pinAllowed: false })).toMatchObject({
      isPinned: false,
      pinShortName: null,
      pinPriority: -1,
    });
  });

  it('leaves the security groups out when the entity points could not be read', () => {
    const values = { ...entityFormValues(), name: 'Изыскания' };
    expect(toSkeletonEntitySaveRequest(values, { ...CREATE, withSecurityGroups: false })).not.toHaveProperty(
      'securityGroups',
    );
  });

  it('drops metadata rows without a key', () => {
    expect(toMetadataItems([{ id: 0, key: '', value: 'x' }])).toEqual([]);
  });
});

describe('the security points of an entity', () => {
  const points: SecurityPoint[] = [
    {
      id: 'e5000000-0000-4000-8000-000000000002',
      name: 'Генподрядчик',
      ownerId: workingEntity.id,
      priority: 1,
      parentName: null,
      allowDeletion: true,
    },
    {
      id: 'e5000000-0000-4000-8000-000000000001',
      name: 'Проектировщики',
      ownerId: objectEntity.id,
      priority: 0,
      parentName: 'Объект',
      allowDeletion: false,
    },
  ];

  it('preselects the groups of its own points (a point id is its group id) and keeps the inherited apart', () => {
    expect(ownSecurityGroupIds(points, workingEntity.id)).toEqual(['e5000000-0000-4000-8000-000000000002']);
    expect(inheritedPoints(points, workingEntity.id).map((point) => point.name)).toEqual(['Проектировщики']);
  });
});
