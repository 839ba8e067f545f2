import type { FastifyRequest } from 'fastify';
import type { CreateDirectoryRequest } from '../../../codegen/model/createDirectoryRequest';
import type { DeleteDirectoriesRequest } from '../../../codegen/model/deleteDirectoriesRequest';
import type { Directory } from '../../../codegen/model/directory';
import type { GetDirectoryAncestorNames200 } from '../../../codegen/model/getDirectoryAncestorNames200';
import type { IdList } from '../../../codegen/model/idList';
import type { RenameRequest } from '../../../codegen/model/renameRequest';
import type { UploadDirectory200 } from '../../../codegen/model/uploadDirectory200';
import type { UploadDirectoryCheckRequest } from '../../../codegen/model/uploadDirectoryCheckRequest';
import type { OperationHandler } from '../app';
import { validationFailed } from '../problem';
import { createDirectory, deleteDirectories, renameDirectory } from '../services/directory.service';
import {
  getDirectoryView,
  listAncestorNames,
  listChildrenOfAncestorsView,
  listChildrenView,
} from '../services/directory-views.service';
import { receiveFolderForm } from '../services/folder-upload-form';
import { checkFolderUpload, uploadFolder } from '../services/folder-upload.service';
import { documentContextOf } from './request-context';

/** The `id` path parameter when the route has one (also before the contract's validation, as for sign-in). */
export function pathIdIfGiven(request: FastifyRequest): string | undefined {
  const { params } = request;
  return typeof params === 'object' && params !== null && 'id' in params && typeof params.id === 'string'
    ? params.id
    : undefined;
}

/** The `id` path parameter, which the contract's validation has already checked. */
export function pathId(request: FastifyRequest): string {
  const id = pathIdIfGiven(request);
  if (id !== undefined) return id;
  throw validationFailed('The request is not valid.', [{ field: 'params.id', message: 'is required' }]);
}

/**
 * The request body as the contract types it. Fastify has validated it against the operation's schema before the
 * handler runs, so the generated type describes it; the services still apply the rules JSON Schema cannot express.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the contract's type
function bodyOf<T>(request: FastifyRequest): T {
  return request.body as T;
}

/** Operations of the `directories` tag that concern the tree itself (explorer.md §3–§7). */
export const directoryHandlers: Record<string, OperationHandler> = {
  createDirectory: async (request, reply) => {
    const directory = await createDirectory(
      request.server.db,
      request.account,
      bodyOf<CreateDirectoryRequest>(request),
    );
    return reply.status(201).send(directory);
  },

  getDirectory: (request): Promise<Directory> => getDirectoryView(request.server.db, request.account, pathId(request)),

  renameDirectory: (request): Promise<Directory> =>
    renameDirectory(request.server.db, request.account, pathId(request), bodyOf<RenameRequest>(request).name),

  deleteDirectory: async (request, reply) => {
    await deleteDirectories(request.server.db, request.account, [pathId(request)]);
    return reply.status(204).send();
  },

  deleteDirectories: async (request, reply) => {
    const { directoryIds } = bodyOf<DeleteDirectoriesRequest>(request);
    await deleteDirectories(request.server.db, request.account, directoryIds, pathId(request));
    return reply.status(204).send();
  },

  getDirectoryChildren: (request): Promise<Directory[]> => {
    const id = pathId(request);
    // `root` is the virtual root above the top level; the contract also lets an id through in upper case.
    return listChildrenView(request.server.db, request.account, id === 'root' ? null : id.toLowerCase());
  },

  getDirectoriesByAncestors: (request): Promise<Directory[]> =>
    listChildrenOfAncestorsView(request.server.db, request.account, bodyOf<IdList>(request)),

  /**
   * A folder upload (explorer.md §4): the JSON check that creates the folder's directory, or the multipart upload of
   * its files; the media type tells them apart, as the contract gives the operation both.
   */
  uploadDirectory: async (request): Promise<UploadDirectory200> => {
    const context = documentContextOf(request);
    if (!request.isMultipart())
      return { data: await checkFolderUpload(context, bodyOf<UploadDirectoryCheckRequest>(request)) };
    const form = await receiveFolderForm(request, context.blobs);
    return { data: await uploadFolder(context, form) };
  },

  getDirectoryAncestorNames: async (request): Promise<GetDirectoryAncestorNames200> => ({
    data: await listAncestorNames(request.server.db, request.account, pathId(request)),
  }),
};
