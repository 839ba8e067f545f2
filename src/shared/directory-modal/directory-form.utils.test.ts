import { describe, expect, it } from 'vitest';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import { testDirectory } from '../testing/test-directory';
import {
  emptyMetadataRow,
  hasDirectoryFormErrors,
  initialDirectoryForm,
  serverFieldTarget,
  toCreateDirectoryRequest,
  validateDirectoryForm,
} from './directory-form.utils';

const parent = testDirectory({ id: 'p', name: 'Проект' });
const entity: SkeletonEntity = {
  id: 'e1',
  name: 'Объект',
  description: null,
  depth: 0,
  authorId: 'author',
  ancestorIds: [],
  parentId: null,
  skeletonId: 's',
  isCreatable: true,
  isPinned: false,
  pinPriority: -1,
  pinShortName: null,
  allowCreateDirectory: true,
  allowUploadDocuments: false,
  metadata: [
    { key: 'Шифр', value: null },
    { key: 'Заказчик', value: 'ООО «Север»' },
  ],
};

describe('initialDirectoryForm', () => {
  it('starts empty for a free directory', () => {
    expect(initialDirectoryForm({ mode: 'create', parent })).toEqual({ name: '', metadata: [] });
  });

  it("takes the entity's name and metadata", () => {
    expect(initialDirectoryForm({ mode: 'create', parent: null, entity })).toEqual({
      name: 'Объект',
      metadata: [
        { id: 0, key: 'Шифр', value: '' },
        { id: 1, key: 'Заказчик', value: 'ООО «Север»' },
      ],
    });
  });

  it("takes the renamed directory's name and metadata", () => {
    const directory = testDirectory({ id: 'd', name: 'АР', metadata: [{ key: 'Марка', value: 'АР' }] });
    expect(initialDirectoryForm({ mode: 'rename', directory })).toEqual({
      name: 'АР',
      metadata: [{ id: 0, key: 'Марка', value: 'АР' }],
    });
  });
});

describe('emptyMetadataRow', () => {
  it('gets an id no row has, even after removals', () => {
    expect(emptyMetadataRow([])).toEqual({ id: 0, key: '', value: '' });
    expect(
      emptyMetadataRow([
        { id: 4, key: 'a', value: '' },
        { id: 1, key: 'b', value: '' },
      ]).id,
    ).toBe(5);
  });
});

describe('validateDirectoryForm', () => {
  it('requires a name that is not blank', () => {
    expect(validateDirectoryForm({ name: '   ', metadata: [] }, 'create').name).toEqual({
      rule: 'required',
      message: 'directoryModal.errors.nameRequired',
    });
    // The contract's limit, the server's: shorter than 255 characters.
    expect(validateDirectoryForm({ name: 'x'.repeat(254), metadata: [] }, 'create').name).toBeUndefined();
    expect(validateDirectoryForm({ name: 'x'.repeat(255), metadata: [] }, 'rename').name).toEqual({
      rule: 'max',
      max: 254,
      message: 'directoryModal.errors.nameTooLong',
    });
    expect(hasDirectoryFormErrors(validateDirectoryForm({ name: ' АР ', metadata: [] }, 'create'))).toBe(false);
  });

  it('requires metadata keys, not values', () => {
    const errors = validateDirectoryForm(
      {
        name: 'АР',
        metadata: [
          { id: 0, key: 'Марка', value: '' },
          { id: 1, key: ' ', value: 'АР' },
        ],
      },
      'create',
    );
    expect(errors.metadata).toEqual([
      { key: undefined, value: undefined },
      { key: { rule: 'required', message: 'directoryModal.errors.keyRequired' }, value: undefined },
    ]);
    expect(hasDirectoryFormErrors(errors)).toBe(true);
  });

  it('ignores the read-only metadata when renaming', () => {
    const errors = validateDirectoryForm({ name: 'АР', metadata: [{ id: 0, key: '', value: '' }] }, 'rename');
    expect(hasDirectoryFormErrors(errors)).toBe(false);
  });
});

describe('toCreateDirectoryRequest', () => {
  it('trims, sends empty values as null and names the entity', () => {
    const values = {
      name: '  Объект 1 ',
      metadata: [
        { id: 0, key: ' Шифр ', value: '  ' },
        { id: 1, key: 'Заказчик', value: ' ООО ' },
      ],
    };
    expect(toCreateDirectoryRequest(values, { mode: 'create', parent: null, entity })).toEqual({
      name: 'Объект 1',
      parentId: null,
      skeletonEntityId: 'e1',
      metadata: [
        { key: 'Шифр', value: null },
        { key: 'Заказчик', value: 'ООО' },
      ],
    });
  });

  it('leaves out the entity and empty metadata for a free child directory', () => {
    expect(toCreateDirectoryRequest({ name: 'АР', metadata: [] }, { mode: 'create', parent })).toEqual({
      name: 'АР',
      parentId: 'p',
    });
  });
});

describe('serverFieldTarget', () => {
  it('reads pointers and dotted names', () => {
    expect(serverFieldTarget('/name')).toEqual({ target: 'name' });
    expect(serverFieldTarget('name')).toEqual({ target: 'name' });
    expect(serverFieldTarget('/metadata/2/key')).toEqual({ target: 'key', row: 2 });
    expect(serverFieldTarget('metadata[0].value')).toEqual({ target: 'value', row: 0 });
    expect(serverFieldTarget('/parentId')).toEqual({ target: 'other', field: '/parentId' });
  });
});
