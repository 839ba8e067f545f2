import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../../codegen/model/configuration';
import type { Role } from '../../../codegen/model/role';
import { otherDocument, testDocument } from '../documents/documents.test-data';
import { testDirectory } from '../testing/test-directory';
import {
  absoluteLinkUrl,
  canShareDocument,
  canShareSelection,
  linkLifetime,
  SHARE_NAME_MAX_LENGTH,
  shareMultipleRequest,
} from './sharing.utils';

const none = { extensions: [] };
const configuration: Configuration = {
  documentViewer: { browser: none, collabora: none, dwgViewer: none, tanglViewer: none, archiveViewer: none },
  undownloadableExtensions: { extensions: ['.exe', '.BAT'] },
  tanglViewerUrl: null,
};

const account = (...roles: Role[]) => ({ roles });
const plan = testDocument();
const installer = otherDocument('b2000000-0000-4000-8000-000000000009', 'setup.exe');
const script = otherDocument('b2000000-0000-4000-8000-000000000010', 'run.bat');
const facades = testDirectory({ id: 'a1000000-0000-4000-8000-000000000008', name: 'Фасады' });

describe('canShareDocument', () => {
  it.each<[Role[], boolean]>([
    [['staff'], true],
    [['administrator'], true],
    [['developer'], true],
    [['user', 'developer'], true],
    [['user'], false],
    [['external-user'], false],
    [['general-contractor'], false],
    [[], false],
  ])('roles %j on a downloadable document: %s', (roles, expected) => {
    expect(canShareDocument(account(...roles), plan, configuration)).toBe(expected);
  });

  it('refuses a document whose extension is undownloadable, whatever the case', () => {
    expect(canShareDocument(account('administrator'), installer, configuration)).toBe(false);
    expect(canShareDocument(account('administrator'), script, configuration)).toBe(false);
  });
});

describe('canShareSelection', () => {
  it('allows the roles of §6 when every document is downloadable', () => {
    expect(canShareSelection(account('staff'), [plan], [facades], configuration)).toBe(true);
    expect(canShareSelection(account('staff'), [], [facades], configuration)).toBe(true);
  });

  it('refuses other roles', () => {
    expect(canShareSelection(account('user'), [plan], [facades], configuration)).toBe(false);
  });

  it('refuses when any selected document is undownloadable', () => {
    expect(canShareSelection(account('developer'), [plan, installer], [facades], configuration)).toBe(false);
  });

  it('refuses an empty selection', () => {
    expect(canShareSelection(account('staff'), [], [], configuration)).toBe(false);
  });
});

describe('shareMultipleRequest', () => {
  it('names the documents and directories by id under the trimmed name', () => {
    expect(shareMultipleRequest({ documents: [plan], directories: [facades], name: '  Комплект АР  ' })).toEqual({
      name: 'Комплект АР',
      documents: [plan.id],
      directories: [facades.id],
    });
  });

  it('cuts a name longer than the contract allows', () => {
    const { name } = shareMultipleRequest({ documents: [], directories: [], name: 'Я'.repeat(300) });
    expect(name).toBe('Я'.repeat(SHARE_NAME_MAX_LENGTH));
  });
});

describe('linkLifetime', () => {
  it('reads a null expiry as a persistent link', () => {
    expect(linkLifetime({ uri: 'u', expiresAt: null })).toEqual({ kind: 'persistent' });
  });

  it('reads a date or no expiry as the 7-day link', () => {
    expect(linkLifetime({ uri: 'u', expiresAt: '2026-11-29T10:00:00Z' })).toEqual({
      kind: 'temporary',
      expiresAt: '2026-11-29T10:00:00Z',
    });
    expect(linkLifetime({ uri: 'u' })).toEqual({ kind: 'temporary' });
  });
});

describe('absoluteLinkUrl', () => {
  it('keeps an absolute address', () => {
    const uri = 'https://cde.sevkvartal.ru/v1/shared/Xq7mK2pLw9RtZ4vN8bYc3hJd';
    expect(absoluteLinkUrl(uri, 'https://app.example')).toBe(uri);
  });

  it('completes a path with the origin', () => {
    expect(absoluteLinkUrl('/v1/shared/abc', 'https://app.example')).toBe('https://app.example/v1/shared/abc');
  });
});
