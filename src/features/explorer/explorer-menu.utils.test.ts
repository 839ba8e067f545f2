import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../../codegen/model/configuration';
import type { Role } from '../../../codegen/model/role';
import { otherDocument, testDocument } from '../../shared/documents/documents.test-data';
import { testDirectory } from '../../shared/testing/test-directory';
import {
  canDeleteItems,
  directoryActions,
  documentActions,
  selectionActions,
  toolbarActions,
  type GatingContext,
} from './explorer-menu.utils';

const CREATABLE_ENTITY = 'f7000000-0000-4000-8000-000000000004';
const FIXED_ENTITY = 'f7000000-0000-4000-8000-000000000003';

const none = { extensions: [] };
const configuration: Configuration = {
  documentViewer: {
    browser: { extensions: ['.png', '.jpg'] },
    collabora: none,
    dwgViewer: none,
    tanglViewer: none,
    archiveViewer: none,
  },
  undownloadableExtensions: { extensions: ['.exe'] },
  tanglViewerUrl: null,
};

function context(...roles: Role[]): GatingContext {
  return { account: { roles }, configuration, creatableEntityIds: new Set([CREATABLE_ENTITY]) };
}

const child = (fields: Parameters<typeof testDirectory>[0]) => testDirectory({ parentId: 'p', ...fields });

describe('document actions', () => {
  it.each<[string, Role[], ReturnType<typeof testDocument>, string[]]>([
    [
      'a plain user on a normal document',
      ['user'],
      testDocument(),
      ['open', 'openInNewTab', 'rename', 'move', 'delete', 'versions', 'related'],
    ],
    [
      'staff on a normal document',
      ['staff'],
      testDocument(),
      ['open', 'openInNewTab', 'download', 'share', 'rename', 'move', 'delete', 'versions', 'related'],
    ],
    [
      'an administrator on an agreed document',
      ['administrator'],
      testDocument({ agreed: true }),
      ['open', 'openInNewTab', 'download', 'share', 'versions', 'related'],
    ],
    [
      'a developer on a blocked document',
      ['developer'],
      testDocument({ disabled: true }),
      ['open', 'openInNewTab', 'download', 'share', 'versions', 'related'],
    ],
    [
      'a contractor on a blocked document',
      ['general-contractor'],
      testDocument({ disabled: true }),
      ['open', 'openInNewTab', 'versions', 'related'],
    ],
    [
      'staff on an image',
      ['staff'],
      otherDocument('i', 'Фото.JPG'),
      ['open', 'openInNewTab', 'view', 'download', 'share', 'rename', 'move', 'delete', 'versions', 'related'],
    ],
    [
      'a plain user on an image',
      ['user'],
      otherDocument('i', 'Фото.png'),
      ['open', 'openInNewTab', 'rename', 'move', 'delete', 'versions', 'related'],
    ],
    [
      'staff on an undownloadable file',
      ['staff'],
      otherDocument('x', 'setup.exe'),
      ['open', 'openInNewTab', 'rename', 'move', 'delete', 'versions', 'related'],
    ],
  ])('%s', (_, roles, document, expected) => {
    expect(documentActions(document, context(...roles))).toEqual(expected);
  });
});

describe('directory actions', () => {
  it('offers everything on a free child directory that allows it', () => {
    expect(directoryActions(child({ id: 'd', name: 'Фасады' }), context('user'))).toEqual([
      'open',
      'openInNewTab',
      'createDirectory',
      'uploadDocument',
      'rename',
      'move',
      'delete',
      'pin',
      'properties',
      'notifications',
    ]);
  });

  it('follows the directory flags for creating and uploading', () => {
    const actions = directoryActions(
      child({ id: 'd', name: 'КЖ', allowCreateDirectory: false, allowUploadDocuments: false }),
      context('user'),
    );
    expect(actions).not.toContain('createDirectory');
    expect(actions).not.toContain('uploadDocument');
  });

  it('protects skeleton directories unless their entity is creatable', () => {
    const fixed = directoryActions(
      child({ id: 'd', name: 'РД', skeletonEntityId: FIXED_ENTITY }),
      context('administrator'),
    );
    expect(fixed).not.toContain('rename');
    expect(fixed).not.toContain('delete');
    expect(fixed).not.toContain('move');
    const creatable = directoryActions(
      child({ id: 'd', name: 'КЖ', skeletonEntityId: CREATABLE_ENTITY }),
      context('user'),
    );
    expect(creatable).toContain('rename');
    expect(creatable).toContain('delete');
    // Skeleton directories are never moved, creatable or not (§6).
    expect(creatable).not.toContain('move');
  });

  it('offers unpin on a pinned directory, and properties and notifications only with a parent', () => {
    const top = directoryActions(testDirectory({ id: 't', name: 'ЖК', isPinned: true }), context('user'));
    expect(top).toContain('unpin');
    expect(top).not.toContain('pin');
    expect(top).not.toContain('properties');
    expect(top).not.toContain('notifications');
  });
});

describe('selection actions', () => {
  const free = { kind: 'directory' as const, directory: child({ id: 'd', name: 'Фасады' }) };
  const skeleton = {
    kind: 'directory' as const,
    directory: child({ id: 's', name: 'КЖ', skeletonEntityId: CREATABLE_ENTITY }),
  };
  const normal = { kind: 'document' as const, document: testDocument() };
  const agreed = { kind: 'document' as const, document: testDocument({ id: 'a', agreed: true }) };

  it('offers download and share by role, move and delete for free directories and changeable documents', () => {
    expect(selectionActions([free, normal], context('user'))).toEqual(['move', 'delete']);
    expect(selectionActions([free, normal], context('staff'))).toEqual(['share', 'move', 'delete']);
    expect(selectionActions([normal, normal], context('staff'))).toEqual(['download', 'share', 'move', 'delete']);
    expect(canDeleteItems([free, normal], context('user'))).toBe(true);
  });

  it('hides download and share when a document is not downloadable', () => {
    const exe = { kind: 'document' as const, document: otherDocument('x', 'setup.exe') };
    expect(selectionActions([normal, exe], context('staff'))).toEqual(['move', 'delete']);
  });

  it('hides move and delete when any directory is a skeleton one or any document is locked', () => {
    expect(selectionActions([free, skeleton], context('user'))).toEqual([]);
    expect(selectionActions([normal, agreed], context('user'))).toEqual([]);
    expect(canDeleteItems([normal, agreed], context('administrator'))).toBe(false);
  });

  it('judges a single item by its own menu', () => {
    expect(canDeleteItems([skeleton], context('user'))).toBe(true);
    expect(canDeleteItems([agreed], context('user'))).toBe(false);
    expect(canDeleteItems([], context('user'))).toBe(false);
  });
});

describe('toolbar actions', () => {
  it('follows the directory flags, and the root takes neither', () => {
    expect(toolbarActions(testDirectory({ id: 'd', name: 'АР' }))).toEqual({ upload: true, createDirectory: true });
    expect(
      toolbarActions(testDirectory({ id: 'd', name: 'РД', allowUploadDocuments: false, allowCreateDirectory: false })),
    ).toEqual({ upload: false, createDirectory: false });
    expect(toolbarActions(null)).toEqual({ upload: false, createDirectory: false });
  });
});
