import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../../codegen/model/configuration';
import type { Role } from '../../../codegen/model/role';
import { NO_DOCUMENT_RIGHTS, type DocumentRights } from '../../shared/access/permissions.utils';
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

const ALL: DocumentRights = { update: true, delete: true, flow: true, agree: true };

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
  newVersion: true,
};

describe('documentPanelActions', () => {
  it('offers everything but revoke on a normal document to staff', () => {
    expect(documentPanelActions(staff, testDocument(), configuration, ALL)).toEqual(normal);
  });

  it.each<Role>(['staff', 'administrator', 'developer'])('lets %s download', (role) => {
    expect(documentPanelActions({ roles: [role] }, testDocument(), configuration, ALL).download).toBe(true);
  });

  it.each<Role>(['user', 'external-user', 'general-contractor'])('does not let %s download', (role) => {
    expect(documentPanelActions({ roles: [role] }, testDocument(), configuration, ALL)).toEqual({
      ...normal,
      download: false,
    });
  });

  it('does not download an undownloadable extension, whatever the role', () => {
    const exe = testDocument({ version: testVersion(2, {}, { extension: '.EXE', fullName: 'setup.EXE' }) });
    expect(documentPanelActions({ roles: ['administrator'] }, exe, configuration, ALL).download).toBe(false);
  });

  it('offers only revoke and download on an agreed document', () => {
    expect(documentPanelActions(staff, testDocument({ agreed: true }), configuration, ALL)).toEqual({
      addRemark: false,
      toggleRemark: false,
      comment: false,
      agree: false,
      revoke: true,
      download: true,
      delete: false,
      newVersion: false,
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
      newVersion: false,
    };
    expect(documentPanelActions(staff, testDocument({ disabled: true }), configuration, ALL)).toEqual(onlyDownload);
    expect(documentPanelActions(staff, testDocument({ disabled: true, agreed: true }), configuration, ALL)).toEqual(
      onlyDownload,
    );
    expect(documentPanelActions(user, testDocument({ disabled: true }), configuration, ALL).download).toBe(false);
  });
});

describe('documentPanelActions by the rights in the document’s directory', () => {
  const none = {
    addRemark: false,
    toggleRemark: false,
    comment: false,
    agree: false,
    revoke: false,
    download: true,
    delete: false,
    newVersion: false,
  };

  it('offers only download (by role) without any right', () => {
    expect(documentPanelActions(staff, testDocument(), configuration, NO_DOCUMENT_RIGHTS)).toEqual(none);
  });

  it('needs DocumentFlow for remarks, their ticks and comments', () => {
    expect(documentPanelActions(staff, testDocument(), configuration, { ...NO_DOCUMENT_RIGHTS, flow: true })).toEqual({
      ...none,
      addRemark: true,
      toggleRemark: true,
      comment: true,
    });
    expect(documentPanelActions(staff, testDocument(), configuration, { ...ALL, flow: false })).toMatchObject({
      addRemark: false,
      toggleRemark: false,
      comment: false,
    });
  });

  it('needs DocumentFlowAgreement to agree and to revoke', () => {
    const agreeOnly = { ...NO_DOCUMENT_RIGHTS, agree: true };
    expect(documentPanelActions(staff, testDocument(), configuration, agreeOnly)).toEqual({ ...none, agree: true });
    expect(documentPanelActions(staff, testDocument({ agreed: true }), configuration, agreeOnly).revoke).toBe(true);
    const withoutAgreement = { ...ALL, agree: false };
    expect(documentPanelActions(staff, testDocument(), configuration, withoutAgreement).agree).toBe(false);
    expect(documentPanelActions(staff, testDocument({ agreed: true }), configuration, withoutAgreement).revoke).toBe(
      false,
    );
  });

  it('needs DeleteFiles to delete and UpdateFiles for a new version', () => {
    expect(documentPanelActions(staff, testDocument(), configuration, { ...NO_DOCUMENT_RIGHTS, delete: true })).toEqual(
      {
        ...none,
        delete: true,
      },
    );
    expect(documentPanelActions(staff, testDocument(), configuration, { ...NO_DOCUMENT_RIGHTS, update: true })).toEqual(
      {
        ...none,
        newVersion: true,
      },
    );
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
