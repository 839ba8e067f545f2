import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getFetchDirectoryQueryKey } from '../../../codegen/api/directories/directories';
import { getGetDocumentQueryKey } from '../../../codegen/api/documents/documents';
import { getGetOfficeSessionQueryKey, getGetVersionPdfQueryKey } from '../../../codegen/api/office/office';
import { getDownloadVersionQueryKey } from '../../../codegen/api/versions/versions';
import { invalidateAfterOutage } from './hub-resume.utils';

describe('invalidateAfterOutage', () => {
  it('marks everything stale but the files of numbered versions, which never change, and office sessions', async () => {
    const client = new QueryClient();
    const keys = {
      listing: getFetchDirectoryQueryKey('s'),
      document: getGetDocumentQueryKey('d'),
      pdf: getGetVersionPdfQueryKey('d', 2),
      file: getDownloadVersionQueryKey('d', 2, { inline: true }),
      headFile: getDownloadVersionQueryKey('d', -1, { inline: true }),
      officeSession: getGetOfficeSessionQueryKey('d', 2),
      draftSession: getGetOfficeSessionQueryKey('d', -2, { masterVersionIndex: 1 }),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, {});
    await invalidateAfterOutage(client);
    const invalidated = Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [name, client.getQueryState(key)?.isInvalidated]),
    );
    expect(invalidated).toEqual({
      listing: true,
      document: true,
      pdf: false,
      file: false,
      headFile: true,
      // Asked again, an office session would reload the editor.
      officeSession: false,
      draftSession: false,
    });
  });
});
