import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../../codegen/model/configuration';
import type { Role } from '../../../codegen/model/role';
import { testDocument, testNote, testVersion } from '../../shared/documents/documents.test-data';
import {
  documentPanelActions,
  hasOpenRemarks,
  showsAgreeStatus,
  versionCount,
  type DocumentPanelActions,
} from './document-panel.utils';

const configuration: Configuration = {
  documentViewer: {
    browser: { extensions: [] },
    collabora: { extensions: [] },
    dwgViewer: { extensions: [] },
    tanglViewer: { extensions: [] },
    archiveViewer: { extensions: [] },
  },
  undownloadableExtensions: { extensions: ['.exe'] },
  tanglViewerUrl: null,
};

const staff = { roles: ['staff'] as Role[] };
const user = { roles: ['user'] as Role[] };

const normal: DocumentPanelActions = {
  addRemark: true,
  toggleRemark: true,
  comment: true,
  agree: true,
  revoke: false,
  download: true,
  delete: true,
};

describe('documentPanelActions', () => {
  it('offers everything but revoke on a normal document to staff', () => {
    expect(documentPanelActions(staff, testDocument(), configuration)).toEqual(normal);
  });

  it.each<Role>(['staff', 'administrator', 'developer'])('lets %s download', (role) => {
    expect(documentPanelActions({ roles: [role] }, testDocument(), configuration).download).toBe(true);
  });

  it.each<Role>(['user', 'external-user', 'general-contractor'])('does not let %s download', (role) => {
    expect(documentPanelActions({ roles: [role] }, testDocument(), configuration)).toEqual({
      ...normal,
      download: false,
    });
  });

  it('does not download an undownloadable extension, whatever the role', () => {
    const exe = testDocument({ version: testVersion(2, {}, { extension: '.EXE', fullName: 'setup.EXE' }) });
    expect(documentPanelActions({ roles: ['administrator'] }, exe, configuration).download).toBe(false);
  });

  it('offers only revoke and download on an agreed document', () => {
    expect(documentPanelActions(staff, testDocument({ agreed: true }), configuration)).toEqual({
      addRemark: false,
      toggleRemark: false,
      comment: false,
      agree: false,
      revoke: true,
      download: true,
      delete: false,
    });
  });

  it('offers only download on a blocked document, agreed or not', () => {
    const onlyDownload = {
      addRemark: false,
      toggleRemark: false,
      comment: false,
      agree: false,
      revoke: false,
      download: true,
      delete: false,
    };
    expect(documentPanelActions(staff, testDocument({ disabled: true }), configuration)).toEqual(onlyDownload);
    expect(documentPanelActions(staff, testDocument({ disabled: true, agreed: true }), configuration)).toEqual(
      onlyDownload,
    );
    expect(documentPanelActions(user, testDocument({ disabled: true }), configuration).download).toBe(false);
  });
});

describe('hasOpenRemarks', () => {
  it('is true while any remark is open', () => {
    expect(hasOpenRemarks(testDocument())).toBe(false);
    expect(hasOpenRemarks(testDocument({ comments: [testNote('a', 'x', { isDone: true })] }))).toBe(false);
    expect(hasOpenRemarks(testDocument({ comments: [testNote('a', 'x', { isDone: true }), testNote('b', 'y')] }))).toBe(
      true,
    );
  });
});

describe('showsAgreeStatus', () => {
  it('hides no status only', () => {
    expect(showsAgreeStatus(-1)).toBe(false);
    expect(showsAgreeStatus(3)).toBe(true);
    expect(showsAgreeStatus(4)).toBe(true);
  });
});

describe('versionCount', () => {
  it('counts the head and the older versions, not the draft', () => {
    expect(versionCount(testDocument())).toBe(3);
    expect(versionCount(testDocument({ versions: [], draft: testVersion(-2) }))).toBe(1);
  });
});
