import type { Account } from '../../../codegen/model/account';
import type { Configuration } from '../../../codegen/model/configuration';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import { documentExtension, documentSize } from '../documents/document-state.utils';
import { isUndownloadable } from '../documents/file-type.utils';
import { canShareAndDownload } from '../session/roles.utils';

/** What to download of a directory: all of it, or its own documents only ('download the documents of the directory'). */
export interface DirectoryDownloadOptions {
  documentsOnly: boolean;
  /**
   * The directory's own documents as the explorer shows them, for the checks of explorer.md §5 before asking the
   * server; when absent those checks are left to the server (ArchiveEmpty).
   */
  documents?: readonly Document[];
}

/** What happens before the server is asked, in the order of explorer.md §2, §5, §6, §8. */
export type DirectoryDownloadCheck =
  | { kind: 'root' }
  | { kind: 'refused' }
  | { kind: 'noDocuments' }
  | { kind: 'onlyDummies' }
  | { kind: 'ask'; directory: Directory };

/** A dummy version has no file (size 0, explorer.md §3): the archive leaves it out, so it alone is nothing to fetch. */
export function isDummy(document: Document): boolean {
  return documentSize(document) === 0;
}

/**
 * Decides a directory download before any call: the root has nothing to download (§2: 'does not work in the root');
 * roles other than staff, administrator and developer, and a directory without a download address, are refused (§6,
 * §8 YouAreNotAllowedToDownloadDirectory); for the directory's documents, none and only dummies are told apart (§5).
 */
export function checkDirectoryDownload(
  directory: Directory | null,
  options: DirectoryDownloadOptions,
  account: Pick<Account, 'roles'>,
): DirectoryDownloadCheck {
  if (directory === null) return { kind: 'root' };
  if (!canShareAndDownload(account) || directory.downloadUri === '') return { kind: 'refused' };
  const { documentsOnly, documents } = options;
  if (documentsOnly && documents) {
    if (documents.length === 0) return { kind: 'noDocuments' };
    if (documents.every(isDummy)) return { kind: 'onlyDummies' };
  }
  return { kind: 'ask', directory };
}

/** The zip's file name: the directory's name with `.zip` (the name the server gives in Content-Disposition too). */
export function directoryArchiveName(directory: Pick<Directory, 'name'>): string {
  return `${directory.name}.zip`;
}

/** One download of a directory at a time: the same directory and scope cannot start again while one runs. */
export function directoryDownloadKey(directory: Pick<Directory, 'id'>, documentsOnly: boolean): string {
  return `${directory.id}:${documentsOnly ? 'documents' : 'all'}`;
}

/** What happens to a multi-selection of documents before the server is asked. */
export type DocumentsDownloadCheck =
  | { kind: 'noDocuments' }
  | { kind: 'onlyDummies' }
  | { kind: 'refused' }
  | { kind: 'download'; documents: readonly Document[] };

/**
 * Decides the download of several documents: none or only dummies are told (§5); the roles of §6 and every selected
 * document downloadable are required, as for sharing, so that nothing is fetched before a refusal half way; dummies
 * are left out, as the directory's archive leaves them out.
 */
export function checkDocumentsDownload(
  documents: readonly Document[],
  account: Pick<Account, 'roles'>,
  configuration: Configuration,
): DocumentsDownloadCheck {
  if (documents.length === 0) return { kind: 'noDocuments' };
  const files = documents.filter((document) => !isDummy(document));
  if (files.length === 0) return { kind: 'onlyDummies' };
  const undownloadable = files.some((document) => isUndownloadable(documentExtension(document), configuration));
  if (!canShareAndDownload(account) || undownloadable) return { kind: 'refused' };
  return { kind: 'download', documents: files };
}
