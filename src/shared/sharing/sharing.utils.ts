import type { Account } from '../../../codegen/model/account';
import type { Configuration } from '../../../codegen/model/configuration';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import type { SharedLink } from '../../../codegen/model/sharedLink';
import type { ShareMultipleRequest } from '../../../codegen/model/shareMultipleRequest';
import { documentExtension } from '../documents/document-state.utils';
import { isUndownloadable } from '../documents/file-type.utils';
import { canShareAndDownload } from '../session/roles.utils';

/** The contract's bound on the archive name of a shared selection (ShareMultipleRequest.name). */
export const SHARE_NAME_MAX_LENGTH = 255;

/** A shared link gives the file away, so a file the account may not download may not be shared either (§6). */
function isDocumentDownloadable(document: Document, configuration: Configuration): boolean {
  return !isUndownloadable(documentExtension(document), configuration);
}

/** Share a document: staff, administrators and developers only, and only a downloadable one (explorer.md §6). */
export function canShareDocument(
  account: Pick<Account, 'roles'>,
  document: Document,
  configuration: Configuration,
): boolean {
  return canShareAndDownload(account) && isDocumentDownloadable(document, configuration);
}

/**
 * Share a multi-selection: the same roles, and every selected document downloadable (explorer.md §6). Whether a
 * directory may be given away only the server knows (download requirements), so it answers for those; an empty
 * selection has nothing to share.
 */
export function canShareSelection(
  account: Pick<Account, 'roles'>,
  documents: readonly Document[],
  directories: readonly Directory[],
  configuration: Configuration,
): boolean {
  if (documents.length + directories.length === 0) return false;
  return canShareAndDownload(account) && documents.every((document) => isDocumentDownloadable(document, configuration));
}

/**
 * The body of POST /shared-documents/multiple: the archive's name trimmed and cut to the contract's maximum, so that
 * a long directory name still makes a link; the documents and directories by id.
 */
export function shareMultipleRequest(items: {
  documents: readonly Pick<Document, 'id'>[];
  directories: readonly Pick<Directory, 'id'>[];
  name: string;
}): ShareMultipleRequest {
  return {
    name: items.name.trim().slice(0, SHARE_NAME_MAX_LENGTH),
    documents: items.documents.map((document) => document.id),
    directories: items.directories.map((directory) => directory.id),
  };
}

/** How long a link works: `expiresAt: null` marks a persistent one; otherwise 7 days, until `expiresAt` if given. */
export type LinkLifetime = { kind: 'persistent' } | { kind: 'temporary'; expiresAt?: string };

export function linkLifetime(link: SharedLink): LinkLifetime {
  if (link.expiresAt === null) return { kind: 'persistent' };
  return link.expiresAt === undefined ? { kind: 'temporary' } : { kind: 'temporary', expiresAt: link.expiresAt };
}

/**
 * The address to hand out: the contract's example is absolute, but a server behind the app's own origin may answer
 * with a path, which is useless to whoever receives it; such a path is completed with the app's origin.
 */
export function absoluteLinkUrl(uri: string, origin: string = window.location.origin): string {
  try {
    return new URL(uri, origin).href;
  } catch {
    // Not an address at all: shown as the server sent it rather than hidden.
    return uri;
  }
}
