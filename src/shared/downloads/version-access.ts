import { versionsApi } from './versions-api';
import { acceptRequirements } from './acceptances';
import { REFUSAL_KEYS, type AccessPurpose } from './download.utils';

/**
 * Asks the server whether the version may be downloaded or viewed (explorer.md §5, §4 Directory download applied to a
 * document): a refusal throws YouAreNotAllowedToDownloadDocument (or …ViewDocument for a preview or a viewer); the
 * acceptances it requires are confirmed in turn (`acceptRequirements`). Resolves false when the user declines one, true
 * when the file may be fetched. The purpose goes to the server too: viewing is a right of its own, which an account
 * without the download right may hold.
 */
export async function requestVersionAccess(
  documentId: string,
  versionIndex: number,
  purpose: AccessPurpose,
): Promise<boolean> {
  const { getVersionDownloadRequirements } = await versionsApi();
  return acceptRequirements(
    await getVersionDownloadRequirements(documentId, versionIndex, { purpose }),
    REFUSAL_KEYS[purpose],
  );
}
