import { describe, expect, it } from 'vitest';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import { creatableChildren } from './creatable-entities.utils';

function entity(id: string, parentId: string | null, isCreatable: boolean): SkeletonEntity {
  return {
    id,
    name: id,
    description: null,
    depth: parentId === null ? 0 : 1,
    authorId: 'author',
    ancestorIds: parentId === null ? [] : [parentId],
    parentId,
    skeletonId: 'skeleton',
    isCreatable,
    isPinned: false,
    pinPriority: -1,
    pinShortName: null,
    allowCreateDirectory: true,
    allowUploadDocuments: true,
    metadata: [],
  };
}

const entities = [
  entity('object', null, true),
  entity('hidden-root', null, false),
  entity('design', 'object', true),
  entity('working', 'object', false),
  entity('estate', null, true),
  entity('deep', 'design', true),
];

describe('creatableChildren', () => {
  it('lists the creatable root entities for null, in order', () => {
    expect(creatableChildren(entities, null).map(({ id }) => id)).toEqual(['object', 'estate']);
  });

  it('lists the creatable children of an entity only', () => {
    expect(creatableChildren(entities, 'object').map(({ id }) => id)).toEqual(['design']);
    expect(creatableChildren(entities, 'design').map(({ id }) => id)).toEqual(['deep']);
  });

  it('is empty for an entity without creatable children and for no entities', () => {
    expect(creatableChildren(entities, 'working')).toEqual([]);
    expect(creatableChildren([], null)).toEqual([]);
  });
});
