import { describe, expect, it } from 'vitest';
import type { Role } from '../../../codegen/model/role';
import { otherDocument, testDocument } from '../../shared/documents/documents.test-data';
import { testConfiguration } from '../../shared/downloads/downloads.test-fixtures';
import {
  canAddRelated,
  pickerDocumentState,
  relatedDocumentPath,
  relatedItemActions,
  toggleSelection,
} from './related.utils';

const staff = { roles: ['staff'] as Role[] };
const user = { roles: ['user'] as Role[] };

describe('relatedItemActions', () => {
  it('downloads for staff, administrators and developers only', () => {
    const pdf = otherDocument('d1', 'Смета.pdf');
    expect(relatedItemActions(staff, pdf, testConfiguration, true).download).toBe(true);
    expect(relatedItemActions({ roles: ['developer'] }, pdf, testConfiguration, true).download).toBe(true);
    expect(relatedItemActions(user, pdf, testConfiguration, true).download).toBe(false);
  });

  it('does not download an undownloadable extension', () => {
    expect(relatedItemActions(staff, otherDocument('d1', 'setup.exe'), testConfiguration, true).download).toBe(false);
  });

  it('offers view of browser images, archives, PDFs, office documents and models to every account', () => {
    expect(relatedItemActions(user, otherDocument('d1', 'Фасад.PNG'), testConfiguration, true).view).toBe(true);
    expect(relatedItemActions(user, otherDocument('d1', 'Изыскания.zip'), testConfiguration, true).view).toBe(true);
    expect(relatedItemActions(user, otherDocument('d1', 'Смета.pdf'), testConfiguration, true).view).toBe(true);
    expect(relatedItemActions(user, otherDocument('d1', 'Смета.xlsx'), testConfiguration, true).view).toBe(true);
    expect(relatedItemActions(user, otherDocument('d1', 'Модель.ifc'), testConfiguration, true).view).toBe(true);
    expect(relatedItemActions(user, otherDocument('d1', 'setup.exe'), testConfiguration, true).view).toBe(false);
  });

  it('offers no view of a blocked extension', () => {
    const blocking = { ...testConfiguration, undownloadableExtensions: { extensions: ['.zip'] } };
    expect(relatedItemActions(staff, otherDocument('d1', 'Изыскания.zip'), blocking, true).view).toBe(false);
  });

  it('lets the relation be removed only with UpdateFiles in the document’s directory', () => {
    expect(relatedItemActions(staff, otherDocument('d1', 'a.pdf'), testConfiguration, false).remove).toBe(false);
  });

  it('lets the relation be removed from an agreed document too', () => {
    expect(
      relatedItemActions(user, otherDocument('d1', 'a.pdf', { agreed: true }), testConfiguration, true).remove,
    ).toBe(true);
  });
});

describe('canAddRelated', () => {
  it('refuses a blocked or agreed document', () => {
    expect(canAddRelated(testDocument(), true)).toBe(true);
    expect(canAddRelated(testDocument({ agreed: true }), true)).toBe(false);
    expect(canAddRelated(testDocument({ disabled: true }), true)).toBe(false);
  });
});

describe('canAddRelated without rights', () => {
  it('refuses without UpdateFiles in the document’s directory', () => {
    expect(canAddRelated(testDocument(), false)).toBe(false);
  });
});

describe('relatedDocumentPath', () => {
  it('opens the related document in its own directory', () => {
    expect(relatedDocumentPath(otherDocument('d1', 'a.pdf', { parentId: 'dir-9' }))).toBe(
      '/directories/dir-9/documents/d1',
    );
  });
});

describe('pickerDocumentState', () => {
  const related = new Set(['r1']);
  it('refuses the current document and the already related ones', () => {
    expect(pickerDocumentState('me', 'me', related)).toBe('current');
    expect(pickerDocumentState('r1', 'me', related)).toBe('alreadyRelated');
    expect(pickerDocumentState('x', 'me', related)).toBe('selectable');
  });
});

describe('toggleSelection', () => {
  it('adds and removes an id without changing the given set', () => {
    const selection = new Set(['a']);
    expect([...toggleSelection(selection, 'b')]).toEqual(['a', 'b']);
    expect([...toggleSelection(selection, 'a')]).toEqual([]);
    expect([...selection]).toEqual(['a']);
  });
});
