import { describe, expect, it } from 'vitest';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import { testDirectory } from '../testing/test-directory';
import {
  ALL_PERMISSIONS,
  can,
  canCreateDirectoryIn,
  canCreateFromEntityIn,
  canInPlace,
  canUploadDocumentsInto,
  documentRights,
  NO_DOCUMENT_RIGHTS,
} from './permissions.utils';

const {
  CreateFiles,
  UpdateFiles,
  DeleteFiles,
  DocumentFlow,
  DocumentFlowAgreement,
  PermissionControl,
  StructureControl,
} = PermissionOperation;

describe('ALL_PERMISSIONS', () => {
  it('lists every operation but the obsolete ReadDocument', () => {
    expect(ALL_PERMISSIONS).toHaveLength(Object.keys(PermissionOperation).length - 1);
    expect(ALL_PERMISSIONS).not.toContain(PermissionOperation.ReadDocument);
  });
});

describe('can', () => {
  it('answers from the directory’s permissions', () => {
    const directory = testDirectory({ id: 'd', name: 'АР', permissions: [CreateFiles] });
    expect(can(directory, CreateFiles)).toBe(true);
    expect(can(directory, DeleteFiles)).toBe(false);
  });

  it('allows nothing in a directory seen only as a path (no permissions)', () => {
    const path = testDirectory({ id: 'd', name: 'Проект', permissions: [] });
    for (const operation of ALL_PERMISSIONS) expect(can(path, operation)).toBe(false);
  });

  it('allows nothing while the directory is unknown', () => {
    expect(can(undefined, CreateFiles)).toBe(false);
    expect(can(null, CreateFiles)).toBe(false);
  });
});

describe('canInPlace', () => {
  const place = testDirectory({ id: 'd', name: 'АР', permissions: [UpdateFiles] });

  it('reads the place’s permissions', () => {
    expect(canInPlace(place, UpdateFiles, { roles: ['user'] })).toBe(true);
    expect(canInPlace(place, DeleteFiles, { roles: ['administrator'] })).toBe(false);
  });

  it('gives the root to administrators and developers only', () => {
    expect(canInPlace(null, DeleteFiles, { roles: ['administrator'] })).toBe(true);
    expect(canInPlace(null, UpdateFiles, { roles: ['developer'] })).toBe(true);
    expect(canInPlace(null, UpdateFiles, { roles: ['staff'] })).toBe(false);
    expect(canInPlace(null, UpdateFiles, { roles: ['user', 'general-contractor'] })).toBe(false);
  });
});

describe('creation in a directory', () => {
  it('needs the flag and CreateFiles', () => {
    const open = testDirectory({ id: 'd', name: 'АР' });
    expect(canUploadDocumentsInto(open)).toBe(true);
    expect(canCreateDirectoryIn(open)).toBe(true);
  });

  it('is refused without CreateFiles whatever the flags', () => {
    const readOnly = testDirectory({ id: 'd', name: 'АР', permissions: [UpdateFiles, DeleteFiles, DocumentFlow] });
    expect(canUploadDocumentsInto(readOnly)).toBe(false);
    expect(canCreateDirectoryIn(readOnly)).toBe(false);
  });

  it('is refused by the flags whatever the permissions', () => {
    const closed = testDirectory({ id: 'd', name: 'АР', allowUploadDocuments: false, allowCreateDirectory: false });
    expect(canUploadDocumentsInto(closed)).toBe(false);
    expect(canCreateDirectoryIn(closed)).toBe(false);
  });

  it('is refused at the root and while unknown', () => {
    expect(canUploadDocumentsInto(null)).toBe(false);
    expect(canCreateDirectoryIn(undefined)).toBe(false);
  });

  it('from a structure entity needs CreateFiles and StructureControl, whatever allowCreateDirectory says', () => {
    const structureOnly = testDirectory({ id: 'd', name: 'РД', allowCreateDirectory: false });
    expect(canCreateFromEntityIn(structureOnly)).toBe(true);
    expect(canCreateFromEntityIn(testDirectory({ id: 'd', name: 'РД', permissions: [CreateFiles] }))).toBe(false);
    expect(canCreateFromEntityIn(testDirectory({ id: 'd', name: 'РД', permissions: [StructureControl] }))).toBe(false);
    expect(canCreateFromEntityIn(null)).toBe(false);
  });
});

describe('documentRights', () => {
  it('maps each operation to its right', () => {
    expect(documentRights(testDirectory({ id: 'd', name: 'АР' }))).toEqual({
      update: true,
      delete: true,
      flow: true,
      agree: true,
    });
    expect(documentRights(testDirectory({ id: 'd', name: 'АР', permissions: [DocumentFlow] }))).toEqual({
      ...NO_DOCUMENT_RIGHTS,
      flow: true,
    });
    expect(
      documentRights(testDirectory({ id: 'd', name: 'АР', permissions: [DocumentFlowAgreement, PermissionControl] })),
    ).toEqual({ ...NO_DOCUMENT_RIGHTS, agree: true });
  });

  it('grants nothing while the directory is unknown', () => {
    expect(documentRights(undefined)).toEqual(NO_DOCUMENT_RIGHTS);
  });
});
