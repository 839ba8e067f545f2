import { getVersionDownloadRequirements } from '../../../codegen/api/versions/versions';
import { httpClient } from '../../api/http-client';
import { confirm } from '../modals/confirm';
import { acceptanceRequest, catalogueError, isAccessRefused, REFUSAL_KEYS, type AccessPurpose } from './download.utils';

/**
 * Asks the server whether the version may be downloaded or viewed (explorer.md §5, §4 Directory download applied to a
 * document): a refusal throws YouAreNotAllowedToDownloadDocument (or …ViewDocument for a preview); each required
 * acceptance is shown in turn with its text and button, and an accepted one is sent to its endpoint. Resolves false
 * when the user declines one, true when the file may be fetched. Every requirement is checked before the first is
 * shown, so that incorrect server data never leaves the user half way through.
 */
export async function requestVersionAccess(
  documentId: string,
  versionIndex: number,
  purpose: AccessPurpose,
): Promise<boolean> {
  const requirements = await getVersionDownloadRequirements(documentId, versionIndex);
  if (isAccessRefused(requirements)) throw catalogueError(REFUSAL_KEYS[purpose]);
  const acceptances = requirements.requireAcceptance.map((requirement) => ({
    requirement,
    // Through the mutator, so the acceptance carries the bearer token like every other call.
    request: acceptanceRequest(requirement),
  }));
  for (const { requirement, request } of acceptances) {
    const { confirmed } = await confirm({ message: requirement.requirementText, okLabel: requirement.buttonName });
    if (!confirmed) return false;
    await httpClient(request);
  }
  return true;
}
