import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../../codegen/model/configuration';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import type { Role } from '../../../codegen/model/role';
import { ALL_PERMISSIONS } from '../../shared/access/permissions.utils';
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

/** The place of the items listed: a directory where the account holds every right, unless told. */
const place = (permissions: PermissionOperation[] = [...ALL_PERMISSIONS]) =>
  testDirectory({ id: 'p', name: 'Проект', permissions });

function context(...roles: Role[]): GatingContext {
  return { account: { roles }, configuration, creatableEntityIds: new Set([CREATABLE_ENTITY]), place: place() };
}

/** The context of an account holding only these operations where the items lie. */
function contextWith(permissions: PermissionOperation[], ...roles: Role[]): GatingContext {
  return { ...context(...roles), place: place(permissions) };
}

const { CreateFiles, UpdateFiles, DeleteFiles, PermissionControl } = PermissionOperation;

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
      // Viewing is a right of its own: no download role needed.
      'a plain user on an image',
      ['user'],
      otherDocument('i', 'Фото.png'),
      ['open', 'openInNewTab', 'view', 'rename', 'move', 'delete', 'versions', 'related'],
    ],
    [
      'a plain user on an archive',
      ['user'],
      otherDocument('z', 'Изыскания.ZIP'),
      ['open', 'openInNewTab', 'view', 'rename', 'move', 'delete', 'versions', 'related'],
    ],
    [
      'a contractor on a blocked archive',
      ['general-contractor'],
      otherDocument('z', 'Изыскания.7z', { disabled: true }),
      ['open', 'openInNewTab', 'view', 'versions', 'related'],
    ],
    [
      'staff on an archive',
      ['staff'],
      otherDocument('z', 'Изыскания.rar'),
      ['open', 'openInNewTab', 'view', 'download', 'share', 'rename', 'move', 'delete', 'versions', 'related'],
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

  it('offers no view of a blocked extension, nor of a file no viewer of the app opens, a model only with the model service', () => {
    const blocking = {
      ...context('staff'),
      configuration: { ...configuration, undownloadableExtensions: { extensions: ['.zip'] } },
    };
    expect(documentActions(otherDocument('z', 'Изыскания.zip'), blocking)).not.toContain('view');
    // The office list here is empty, as a server publishes only what it shows.
    expect(documentActions(otherDocument('w', 'Записка.docx'), context('staff'))).not.toContain('view');
    expect(documentActions(otherDocument('m', 'Модель.ifc'), context('staff'))).toContain('view');
    const noModels = {
      ...context('staff'),
      configuration: { ...configuration, unavailableOperations: ['uploadModelVersion'] },
    };
    expect(documentActions(otherDocument('m', 'Модель.ifc'), noModels)).not.toContain('view');
  });

  it('offers view of the office list’s documents and PDFs to every account while the server serves their PDF', () => {
    const office = { ...configuration.documentViewer, collabora: { extensions: ['.pdf', '.docx'] } };
    const withOffice = { ...context('user'), configuration: { ...configuration, documentViewer: office } };
    expect(documentActions(otherDocument('w', 'Записка.DOCX'), withOffice)).toContain('view');
    expect(documentActions(otherDocument('p', 'План.pdf'), withOffice)).toContain('view');
    expect(documentActions(otherDocument('x', 'Смета.xlsx'), withOffice)).not.toContain('view');
    const withoutPdfs = {
      ...withOffice,
      configuration: { ...withOffice.configuration, unavailableOperations: ['getVersionPdf'] },
    };
    expect(documentActions(otherDocument('p', 'План.pdf'), withoutPdfs)).not.toContain('view');
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
      'access',
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
    // Renaming and deleting one also needs StructureControl where it lies (docs/structure.md).
    const withoutStructure = directoryActions(
      child({ id: 'd', name: 'КЖ', skeletonEntityId: CREATABLE_ENTITY }),
      contextWith([PermissionOperation.UpdateFiles, PermissionOperation.DeleteFiles], 'user'),
    );
    expect(withoutStructure).not.toContain('rename');
    expect(withoutStructure).not.toContain('delete');
    const free = directoryActions(
      child({ id: 'd', name: 'Черновики' }),
      contextWith([PermissionOperation.UpdateFiles, PermissionOperation.DeleteFiles], 'user'),
    );
    expect(free).toContain('rename');
  });

  it('offers unpin on a pinned directory, and properties and notifications only with a parent', () => {
    const top = directoryActions(testDirectory({ id: 't', name: 'ЖК', isPinned: true }), context('user'));
    expect(top).toContain('unpin');
    expect(top).not.toContain('pin');
    expect(top).not.toContain('properties');
    expect(top).not.toContain('notifications');
  });
});

describe('document actions by the rights in the directory shown', () => {
  const document = testDocument();

  it('renames with UpdateFiles only, moves and deletes with DeleteFiles only', () => {
    expect(documentActions(document, contextWith([UpdateFiles], 'user'))).toEqual([
      'open',
      'openInNewTab',
      'rename',
      'versions',
      'related',
    ]);
    expect(documentActions(document, contextWith([DeleteFiles], 'user'))).toEqual([
      'open',
      'openInNewTab',
      'move',
      'delete',
      'versions',
      'related',
    ]);
  });

  it('offers no change without rights, but keeps download and share by role', () => {
    expect(documentActions(document, contextWith([], 'staff'))).toEqual([
      'open',
      'openInNewTab',
      'download',
      'share',
      'versions',
      'related',
    ]);
    expect(documentActions(document, contextWith([CreateFiles, PermissionControl], 'user'))).toEqual([
      'open',
      'openInNewTab',
      'versions',
      'related',
    ]);
  });
});

describe('directory actions by the rights', () => {
  const directory = child({ id: 'd', name: 'Фасады' });

  it('creates and uploads in the directory only with CreateFiles in it', () => {
    const without = directoryActions(
      child({ id: 'd', name: 'Фасады', permissions: [UpdateFiles, DeleteFiles] }),
      context('user'),
    );
    expect(without).not.toContain('createDirectory');
    expect(without).not.toContain('uploadDocument');
    const withRight = directoryActions(child({ id: 'd', name: 'Фасады', permissions: [CreateFiles] }), context('user'));
    expect(withRight).toContain('createDirectory');
    expect(withRight).toContain('uploadDocument');
  });

  it('renames with UpdateFiles where the directory lies, not in itself', () => {
    const own = child({ id: 'd', name: 'Фасады', permissions: [...ALL_PERMISSIONS] });
    expect(directoryActions(own, contextWith([], 'user'))).not.toContain('rename');
    expect(directoryActions(directory, contextWith([UpdateFiles], 'user'))).toContain('rename');
    expect(directoryActions(directory, contextWith([UpdateFiles], 'user'))).not.toContain('delete');
  });

  it('deletes and moves with DeleteFiles where it lies', () => {
    const actions = directoryActions(directory, contextWith([DeleteFiles], 'user'));
    expect(actions).toContain('delete');
    expect(actions).toContain('move');
    expect(actions).not.toContain('rename');
    const none = directoryActions(directory, contextWith([CreateFiles, UpdateFiles], 'user'));
    expect(none).not.toContain('delete');
    expect(none).not.toContain('move');
  });

  it('renames and deletes top-level directories for administrators and developers only', () => {
    const top = testDirectory({ id: 't', name: 'ЖК' });
    const root = (...roles: Role[]): GatingContext => ({ ...context(...roles), place: null });
    expect(directoryActions(top, root('administrator'))).toEqual(expect.arrayContaining(['rename', 'delete']));
    expect(directoryActions(top, root('developer'))).toEqual(expect.arrayContaining(['rename', 'delete']));
    for (const role of ['staff', 'user', 'general-contractor'] as const) {
      const actions = directoryActions(top, root(role));
      expect(actions).not.toContain('rename');
      expect(actions).not.toContain('delete');
      expect(actions).not.toContain('move');
    }
  });

  it('offers the access settings with PermissionControl in the directory itself', () => {
    expect(
      directoryActions(child({ id: 'd', name: 'Ф', permissions: [PermissionControl] }), context('user')),
    ).toContain('access');
    expect(
      directoryActions(child({ id: 'd', name: 'Ф', permissions: [CreateFiles, UpdateFiles] }), context('user')),
    ).not.toContain('access');
    expect(directoryActions(child({ id: 'd', name: 'Ф', permissions: [] }), context('administrator'))).not.toContain(
      'access',
    );
  });

  it('offers only opening a directory seen as the mere path to a deeper one', () => {
    const path = child({ id: 'd', name: 'ЖК', permissions: [], contentsVisible: false });
    expect(directoryActions(path, context('staff'))).toEqual(['open', 'openInNewTab']);
    const seen = child({ id: 'd', name: 'ЖК', permissions: [] });
    expect(directoryActions(seen, context('staff'))).toEqual(
      expect.arrayContaining(['downloadDirectory', 'share', 'pin', 'properties', 'notifications']),
    );
    expect(
      selectionActions(
        [
          { kind: 'directory', directory: path },
          { kind: 'directory', directory: seen },
        ],
        context('staff'),
      ),
    ).not.toContain('share');
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

  it('hides move and delete without DeleteFiles where the items lie', () => {
    expect(selectionActions([free, normal], contextWith([CreateFiles, UpdateFiles], 'staff'))).toEqual(['share']);
    expect(canDeleteItems([free, normal], contextWith([UpdateFiles], 'user'))).toBe(false);
    expect(canDeleteItems([normal], contextWith([UpdateFiles], 'user'))).toBe(false);
    expect(selectionActions([free, normal], contextWith([DeleteFiles], 'user'))).toEqual(['move', 'delete']);
  });

  it('judges a single item by its own menu', () => {
    expect(canDeleteItems([skeleton], context('user'))).toBe(true);
    expect(canDeleteItems([agreed], context('user'))).toBe(false);
    expect(canDeleteItems([], context('user'))).toBe(false);
  });
});

describe('toolbar actions', () => {
  it('follows the directory flags, and the root takes neither', () => {
    expect(toolbarActions(testDirectory({ id: 'd', name: 'АР' }))).toEqual({
      upload: true,
      createDirectory: true,
      access: true,
    });
    expect(
      toolbarActions(testDirectory({ id: 'd', name: 'РД', allowUploadDocuments: false, allowCreateDirectory: false })),
    ).toEqual({ upload: false, createDirectory: false, access: true });
    expect(toolbarActions(null)).toEqual({ upload: false, createDirectory: false, access: false });
  });

  it('needs CreateFiles to upload and create, PermissionControl for the access settings', () => {
    const only = (permissions: PermissionOperation[]) =>
      toolbarActions(testDirectory({ id: 'd', name: 'АР', permissions }));
    expect(only([])).toEqual({ upload: false, createDirectory: false, access: false });
    expect(only([UpdateFiles, DeleteFiles])).toEqual({ upload: false, createDirectory: false, access: false });
    expect(only([CreateFiles])).toEqual({ upload: true, createDirectory: true, access: false });
    expect(only([PermissionControl])).toEqual({ upload: false, createDirectory: false, access: true });
  });
});
