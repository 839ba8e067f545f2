import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../../codegen/model/configuration';
import type { Role } from '../../../codegen/model/role';
import { otherDocument, testDocument, testVersion } from '../documents/documents.test-data';
import { testDirectory } from '../testing/test-directory';
import {
  checkDirectoryDownload,
  checkDocumentsDownload,
  directoryArchiveName,
  directoryDownloadKey,
  isDummy,
} from './directory-download.utils';

const none = { extensions: [] };
const configuration: Configuration = {
  documentViewer: { browser: none, collabora: none, dwgViewer: none, tanglViewer: none, archiveViewer: none },
  undownloadableExtensions: { extensions: ['.exe'] },
  tanglViewerUrl: null,
};

const staff = { roles: ['staff'] as Role[] };
const facades = testDirectory({ id: 'a1000000-0000-4000-8000-000000000008', name: 'Фасады' });
const plan = testDocument();
const dummy = (id: string) => testDocument({ id, version: testVersion(0, {}, { size: 0 }, id), versions: [] });
const installer = otherDocument('b2000000-0000-4000-8000-000000000009', 'setup.exe');

describe('checkDirectoryDownload', () => {
  it('does not work in the root', () => {
    expect(checkDirectoryDownload(null, { documentsOnly: false }, staff)).toEqual({ kind: 'root' });
    expect(checkDirectoryDownload(null, { documentsOnly: true, documents: [plan] }, staff)).toEqual({ kind: 'root' });
  });

  it.each<Role[]>([['user'], ['external-user'], ['general-contractor'], []])('refuses the roles %j', (...roles) => {
    expect(checkDirectoryDownload(facades, { documentsOnly: false }, { roles })).toEqual({ kind: 'refused' });
  });

  it('refuses a directory without a download address', () => {
    const noUri = { ...facades, downloadUri: '' };
    expect(checkDirectoryDownload(noUri, { documentsOnly: false }, staff)).toEqual({ kind: 'refused' });
  });

  it('tells a directory without documents and one with dummies only, for its documents', () => {
    expect(checkDirectoryDownload(facades, { documentsOnly: true, documents: [] }, staff)).toEqual({
      kind: 'noDocuments',
    });
    expect(
      checkDirectoryDownload(facades, { documentsOnly: true, documents: [dummy('d1'), dummy('d2')] }, staff),
    ).toEqual({ kind: 'onlyDummies' });
  });

  it('asks the server when some document has a file', () => {
    expect(checkDirectoryDownload(facades, { documentsOnly: true, documents: [dummy('d1'), plan] }, staff)).toEqual({
      kind: 'ask',
      directory: facades,
    });
  });

  it('leaves the documents to the server for the whole directory or when they are not given', () => {
    expect(checkDirectoryDownload(facades, { documentsOnly: false, documents: [] }, staff)).toEqual({
      kind: 'ask',
      directory: facades,
    });
    expect(checkDirectoryDownload(facades, { documentsOnly: true }, staff)).toEqual({
      kind: 'ask',
      directory: facades,
    });
  });
});

describe('checkDocumentsDownload', () => {
  it('tells no documents and dummies only', () => {
    expect(checkDocumentsDownload([], staff, configuration)).toEqual({ kind: 'noDocuments' });
    expect(checkDocumentsDownload([dummy('d1')], staff, configuration)).toEqual({ kind: 'onlyDummies' });
  });

  it('refuses other roles and any undownloadable document', () => {
    expect(checkDocumentsDownload([plan], { roles: ['user'] }, configuration)).toEqual({ kind: 'refused' });
    expect(checkDocumentsDownload([plan, installer], staff, configuration)).toEqual({ kind: 'refused' });
  });

  it('downloads the documents with a file, leaving dummies out', () => {
    expect(checkDocumentsDownload([dummy('d1'), plan], staff, configuration)).toEqual({
      kind: 'download',
      documents: [plan],
    });
  });
});

describe('names', () => {
  it('names the zip after the directory', () => {
    expect(directoryArchiveName(facades)).toBe('Фасады.zip');
  });

  it('tells the whole directory from its documents', () => {
    expect(directoryDownloadKey(facades, false)).not.toBe(directoryDownloadKey(facades, true));
  });

  it('reads size 0 as a dummy', () => {
    expect(isDummy(dummy('d1'))).toBe(true);
    expect(isDummy(plan)).toBe(false);
  });
});
