import { useFetchDirectory } from '../../../codegen/api/directories/directories';
import type { DirectoryLoadEnvelope } from '../../../codegen/model/directoryLoadEnvelope';
import { documentRights, NO_DOCUMENT_RIGHTS, type DocumentRights } from './permissions.utils';

const selectDirectory = (response: DirectoryLoadEnvelope) => response.data.directory;

export interface DocumentRightsState {
  rights: DocumentRights;
  /** The directory is being loaded for the first time: screens wait with their content rather than grow buttons. */
  loading: boolean;
}

/**
 * The account's rights on the documents of a directory (the document panel, its versions and related documents),
 * read from the directory's `permissions` in the explorer's listing of it (`GET /directories/{id}/fetch`, the query
 * the explorer beside the panel has cached already, so it costs no request there). None while it loads or when it
 * fails: the server would refuse what is not known to be allowed.
 */
export function useDocumentRights(directoryId: string): DocumentRightsState {
  const { data: directory, isLoading } = useFetchDirectory(directoryId, undefined, {
    query: { select: selectDirectory, enabled: directoryId !== '' },
  });
  return { rights: directory === undefined ? NO_DOCUMENT_RIGHTS : documentRights(directory), loading: isLoading };
}
