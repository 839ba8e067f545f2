import type { AxiosRequestConfig } from 'axios';
import type { AcceptanceRequirement } from '../../../codegen/model/acceptanceRequirement';
import type { Document } from '../../../codegen/model/document';
import type { DownloadRequirements } from '../../../codegen/model/downloadRequirements';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { Version } from '../../../codegen/model/version';

/** Why a download or a preview is refused: the catalogue keys of explorer.md §5, §8. */
export type AccessPurpose = 'download' | 'view';

export const REFUSAL_KEYS: Readonly<Record<AccessPurpose, ProblemCode>> = {
  download: ProblemCode.YouAreNotAllowedToDownloadDocument,
  view: ProblemCode.YouAreNotAllowedToViewDocument,
};

/**
 * An error whose message is a key of the `errors` catalogue, so that `showError` shows its text (the lookup reads an
 * error's message as a candidate key, explorer.md §8).
 */
export function catalogueError(key: ProblemCode): Error {
  return new Error(key);
}

/** The version to download: `versionIndex` among the head, the older versions and the draft; the head by default. */
export function findVersion(document: Document, versionIndex?: number): Version | undefined {
  if (versionIndex === undefined) return document.version;
  const draft = document.draft ? [document.draft] : [];
  return [document.version, ...document.versions, ...draft].find((version) => version.index === versionIndex);
}

/**
 * The name a version's file is saved under, the one the server gives in Content-Disposition and in zips: the document's
 * name, as the explorer lists it, whatever the version's file was called when uploaded («Plan-01.pdf» for a version
 * uploaded as «Plan-01-v2.pdf», docs/server.md). The file's extension is added when the name does not end with it.
 */
export function downloadFileName(document: Pick<Document, 'name'>, version: Version): string {
  const { extension, fullName } = version.document;
  if (extension === '' || document.name.toLowerCase().endsWith(extension.toLowerCase())) return document.name;
  const written = fullName.toLowerCase().endsWith(extension.toLowerCase())
    ? fullName.slice(-extension.length)
    : extension;
  return `${document.name}${written}`;
}

/**
 * Refused outright only when the server says no and asks for nothing: the contract's example of a download needing
 * terms is `canDownload: false` with requirements, allowed once they are accepted, and its refusal is
 * `canDownload: false` with none (openapi/v1.yaml, download-requirements).
 */
export function isAccessRefused(requirements: DownloadRequirements): boolean {
  return !requirements.canDownload && requirements.requireAcceptance.length === 0;
}

/**
 * The request that records an accepted requirement: the server gives its address and method (explorer.md §7). The
 * address is used as given, not below the API's base path: the contract's example is `/v1/download-acceptances/…`,
 * which would otherwise become `/v1/v1/…`. Without address or method the data is incorrect (explorer.md §8), and so is
 * an address on another origin: the request carries the account's bearer token, which must not leave the app's own
 * server.
 */
export function acceptanceRequest(
  requirement: AcceptanceRequirement,
  origin: string = window.location.origin,
): AxiosRequestConfig {
  const { acceptanceEndpoint: url, acceptanceEndpointMethod: method } = requirement;
  if (!url || !method || new URL(url, origin).origin !== origin) throw catalogueError(ProblemCode.IncorrectServerData);
  return { url, method, baseURL: '' };
}
