import type { Directory } from '../../../codegen/model/directory';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';

/**
 * What the directory modal is opened for (explorer.md §2 Modals, DirectoryModel): creating a directory under `parent`
 * (null: a top-level directory), optionally from a creatable skeleton entity, or renaming one. `onDone` gets the
 * directory the server returned, after the cache has been updated and the modal closed.
 */
export type DirectoryModalRequest =
  | { mode: 'create'; parent: Directory | null; entity?: SkeletonEntity; onDone?: (directory: Directory) => void }
  | { mode: 'rename'; directory: Directory; onDone?: (directory: Directory) => void };
