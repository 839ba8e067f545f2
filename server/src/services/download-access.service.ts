import { createHash } from 'node:crypto';
import type { DownloadRequirements } from '../../../codegen/model/downloadRequirements';
import { HttpMethod } from '../../../codegen/model/httpMethod';
import type { DownloadRequirementSetting } from '../config';
import type { Db } from '../db/database';
import type { RequestAccount } from '../plugins/auth';
import { downloadAccess, type DownloadAccess, type RequirementFacts } from '../policies/downloads.policy';
import { notFound, type HttpProblem } from '../problem';
import { acceptedRequirements, saveAcceptance } from '../repositories/download-acceptances.repository';

/**
 * The terms a download waits for (explorer.md §4 Directory download; platform.md §5): the configured requirements,
 * each accepted once per account through its endpoint. An acceptance holds for the text accepted; a changed text is
 * asked again. Version downloads, directory downloads and sharing all go through here.
 */
interface Requirement extends RequirementFacts {
  setting: DownloadRequirementSetting;
}

const textHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Where a requirement is accepted: a path of this server, since the app sends its bearer token there. */
export const acceptanceEndpoint = (id: string) => `/v1/download-acceptances/${encodeURIComponent(id)}`;

/** The configured requirements with whether this account has accepted each one's present text. */
async function requirementsOf(
  db: Db,
  account: RequestAccount,
  settings: readonly DownloadRequirementSetting[],
): Promise<Requirement[]> {
  if (settings.length === 0) return [];
  const accepted = await acceptedRequirements(db, account.id);
  return settings.map((setting) => ({
    id: setting.id,
    accepted: accepted.get(setting.id) === textHash(setting.text),
    setting,
  }));
}

/** Whether the account, allowed by role and file (`allowed`), may receive the file now, and what it must accept. */
export async function checkDownloadAccess(
  db: Db,
  account: RequestAccount,
  settings: readonly DownloadRequirementSetting[],
  allowed: boolean,
): Promise<DownloadAccess<Requirement>> {
  return downloadAccess(allowed, allowed ? await requirementsOf(db, account, settings) : []);
}

/** The contract's answer of an access check. */
export function toDownloadRequirements(access: DownloadAccess<Requirement>): DownloadRequirements {
  return {
    canDownload: access.canDownload,
    requireAcceptance: access.pending.map(({ setting }) => ({
      requirementText: setting.text,
      buttonName: setting.buttonName,
      acceptanceEndpoint: acceptanceEndpoint(setting.id),
      acceptanceEndpointMethod: HttpMethod.Post,
    })),
  };
}

/** Throws `refusal` unless the account has accepted every requirement (its role and the file are checked before). */
export async function ensureRequirementsAccepted(
  db: Db,
  account: RequestAccount,
  settings: readonly DownloadRequirementSetting[],
  refusal: () => HttpProblem,
): Promise<void> {
  if (!(await checkDownloadAccess(db, account, settings, true)).canDownload) throw refusal();
}

/**
 * Records that the account accepted the requirement (POST /download-acceptances/{requirementId}); accepting again is
 * no error. Any signed-in account may accept: the terms are only what stands between it and a download its role
 * allows. A requirement that is not configured (or no longer) answers 404 NotFound.
 */
export async function acceptRequirement(
  db: Db,
  account: RequestAccount,
  settings: readonly DownloadRequirementSetting[],
  requirementId: string,
  now: Date,
): Promise<void> {
  const setting = settings.find((candidate) => candidate.id === requirementId);
  if (!setting) throw notFound('The download requirement was not found.');
  await saveAcceptance(db, {
    accountId: account.id,
    requirementId,
    textSha256: textHash(setting.text),
    acceptedAt: now.toISOString(),
  });
}
