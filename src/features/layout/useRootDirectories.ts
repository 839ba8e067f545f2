import { useGetDirectoryChildren } from '../../../codegen/api/directories/directories';
import { sortRootDirectories } from './root-directories.utils';

/** The id the children call takes for the top level of the tree. */
export const ROOT_DIRECTORY_ID = 'root';

/** The top-level directories of the tree, pinned ones first, then by name. */
export function useRootDirectories() {
  return useGetDirectoryChildren(ROOT_DIRECTORY_ID, { query: { select: sortRootDirectories } });
}
