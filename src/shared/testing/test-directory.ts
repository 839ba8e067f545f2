import type { Directory } from '../../../codegen/model/directory';
import type { DirectoryLoadEnvelope } from '../../../codegen/model/directoryLoadEnvelope';
import { ALL_PERMISSIONS } from '../access/permissions.utils';

/**
 * A directory of the contract for tests: a free top-level directory that allows everything, with every permission (as
 * an administrator sees it), unless overridden.
 */
export function testDirectory(fields: Partial<Directory> & Pick<Directory, 'id' | 'name'>): Directory {
  const parentId = fields.parentId ?? null;
  return {
    parentId,
    parentDirectoryId: parentId,
    skeletonEntityId: null,
    metadata: [],
    isPinned: false,
    pinPriority: -1,
    pinShortName: null,
    allowUploadDocuments: true,
    allowCreateDirectory: true,
    downloadUri: `/v1/directories/${fields.id}/download`,
    depth: parentId === null ? 0 : 1,
    ancestorIds: parentId === null ? [] : [parentId],
    createdAt: '2026-01-15T09:00:00Z',
    updatedAt: '2026-01-15T09:00:00Z',
    permissions: [...ALL_PERMISSIONS],
    contentsVisible: true,
    ...fields,
  };
}

/**
 * The answer of `GET /directories/{id}/fetch` for a directory without children: what the document panel, the versions
 * and the related screens read their directory's permissions from.
 */
export function testDirectoryLoad(directory: Directory): DirectoryLoadEnvelope {
  return { data: { ancestors: [], directory, childrenDocuments: [], childrenDirectories: [] } };
}
