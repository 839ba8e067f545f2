import type { DownloadRequirements } from '../../../codegen/model/downloadRequirements';
import type { ProblemCode } from '../../../codegen/model/problemCode';
import { httpClient } from '../../api/http-client';
import { confirm } from '../modals/confirm';
import { acceptanceRequest, catalogueError, isAccessRefused } from './download.utils';

/**
 * Goes through the server's download requirements (explorer.md §4 Directory download, §5): a refusal throws `refusal`
 * (YouAreNotAllowedToDownloadDirectory, …Document or …ViewDocument); each required acceptance is shown in turn with
 * its text and button, and an accepted one is sent to its endpoint. Resolves false when the user declines one, true
 * when the download may go on. Every requirement is checked before the first is shown, so that incorrect server data
 * never leaves the user half way through.
 */
export async function acceptRequirements(requirements: DownloadRequirements, refusal: ProblemCode): Promise<boolean> {
  if (isAccessRefused(requirements)) throw catalogueError(refusal);
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
