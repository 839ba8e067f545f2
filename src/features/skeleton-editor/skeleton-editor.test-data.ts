import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';

/** The contract's default structure (openapi/v1.yaml examples): one skeleton, four entities. */
export const SKELETON_ID = 'f6000000-0000-4000-8000-000000000001';
export const skeleton = { id: SKELETON_ID, name: 'default' };

export function testEntity(overrides: Partial<SkeletonEntity> & Pick<SkeletonEntity, 'id' | 'name'>): SkeletonEntity {
  return {
    description: null,
    depth: 0,
    authorId: 'c3000000-0000-4000-8000-000000000001',
    ancestorIds: [],
    parentId: null,
    skeletonId: SKELETON_ID,
    isCreatable: false,
    isPinned: false,
    pinPriority: -1,
    pinShortName: null,
    allowCreateDirectory: true,
    allowUploadDocuments: true,
    metadata: [],
    ...overrides,
  };
}

/** «Объект», creatable, at the top. */
export const objectEntity = testEntity({
  id: 'f7000000-0000-4000-8000-000000000001',
  name: 'Объект',
  description: 'Объект капитального строительства',
  isCreatable: true,
  allowUploadDocuments: false,
  metadata: [{ key: 'Шифр объекта', value: null }],
});
/** «Проектная документация» under «Объект». */
export const designEntity = testEntity({
  id: 'f7000000-0000-4000-8000-000000000002',
  name: 'Проектная документация',
  description: 'Стадия П',
  depth: 1,
  ancestorIds: [objectEntity.id],
  parentId: objectEntity.id,
  metadata: [{ key: 'Стадия', value: 'П' }],
});
/** «Рабочая документация» under «Объект», pinned as «РД». */
export const workingEntity = testEntity({
  id: 'f7000000-0000-4000-8000-000000000003',
  name: 'Рабочая документация',
  description: 'Стадия Р',
  depth: 1,
  ancestorIds: [objectEntity.id],
  parentId: objectEntity.id,
  isPinned: true,
  pinPriority: 2,
  pinShortName: 'РД',
  metadata: [{ key: 'Стадия', value: 'Р' }],
});
/** «КЖ», creatable, under «Рабочая документация». */
export const structuresEntity = testEntity({
  id: 'f7000000-0000-4000-8000-000000000004',
  name: 'КЖ — Конструкции железобетонные',
  description: 'Комплект марки КЖ',
  depth: 2,
  ancestorIds: [objectEntity.id, workingEntity.id],
  parentId: workingEntity.id,
  isCreatable: true,
  allowCreateDirectory: false,
  metadata: [{ key: 'Марка', value: 'КЖ' }],
});
/** «Изыскания», a plain root entity: it may be pinned. */
export const surveysEntity = testEntity({
  id: 'f7000000-0000-4000-8000-000000000009',
  name: 'Изыскания',
});

export const contractEntities: readonly SkeletonEntity[] = [
  objectEntity,
  designEntity,
  workingEntity,
  structuresEntity,
];
