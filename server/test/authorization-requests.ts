import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { World } from './authorization-world';
import { uploadForm } from './documents.seed';

/**
 * One well-formed request of every operation of the contract on a world, and what it answers when the account may
 * make it (`allowed`): the success of the operation, the service's own answer where the world gives it nothing to do
 * (no such requirement, no draft), or 501 for an operation whose issue has not landed. The matrix expects exactly this
 * status whenever the operation table lets the account through, and the gate's 403 or 404 otherwise.
 */
export interface OperationCase {
  request: (world: World) => InjectOptions;
  allowed: number;
  /** Staff, administrators and developers only, by the specification's role rule (explorer.md §6). */
  downloadRole?: true;
}

const json = (method: InjectOptions['method'], url: string, payload?: unknown): InjectOptions => ({
  method,
  url,
  ...(payload === undefined ? {} : { payload: payload as object }),
});

function multipart(url: string, fields: Record<string, string>): InjectOptions {
  return { method: 'POST', url, payload: uploadForm({ name: 'Загружено.pdf', content: '%PDF-1.7 загрузка' }, fields) };
}

export const OPERATION_CASES: Readonly<Record<string, OperationCase>> = {
  createDirectory: {
    request: (w) => json('POST', '/v1/directories', { name: 'Новый', parentId: w.b.id }),
    allowed: 201,
  },
  getDirectory: { request: (w) => json('GET', `/v1/directories/${w.b.id}`), allowed: 200 },
  deleteDirectory: { request: (w) => json('DELETE', `/v1/directories/${w.c.id}`), allowed: 204 },
  renameDirectory: {
    request: (w) => json('PUT', `/v1/directories/${w.c.id}/rename`, { name: 'Переименован' }),
    allowed: 200,
  },
  deleteDirectories: {
    request: (w) => json('POST', `/v1/directories/${w.b.id}/delete-many`, { directoryIds: [w.c.id] }),
    allowed: 204,
  },
  getDirectoryProperties: { request: (w) => json('GET', `/v1/directories/${w.b.id}/properties`), allowed: 200 },
  getDirectoryChildren: { request: (w) => json('GET', `/v1/directories/${w.b.id}/children`), allowed: 200 },
  fetchDirectory: { request: (w) => json('GET', `/v1/directories/${w.b.id}/fetch`), allowed: 200 },
  getDirectoriesByAncestors: { request: (w) => json('POST', '/v1/directories/children', [w.b.id]), allowed: 200 },
  getDirectoryAncestorNames: { request: (w) => json('GET', `/v1/directories/${w.b.id}/ancestors/names`), allowed: 200 },
  uploadDirectory: {
    request: (w) =>
      json('POST', '/v1/directories/upload', { name: 'Папка', parentDirectoryId: w.b.id, isUploadDirectory: true }),
    allowed: 200,
  },
  getDirectoryDownloadable: { request: (w) => json('GET', `/v1/directories/${w.b.id}/downloadable`), allowed: 200 },
  getDirectoryDownloadRequirements: {
    request: (w) => json('GET', `/v1/directories/${w.b.id}/download-requirements`),
    allowed: 200,
  },
  downloadDirectory: {
    request: (w) => json('GET', `/v1/directories/${w.b.id}/download`),
    allowed: 200,
    downloadRole: true,
  },
  acceptDownloadRequirement: {
    request: () => json('POST', `/v1/download-acceptances/${randomUUID()}`),
    // No requirement is configured: the service answers that none of that id exists.
    allowed: 404,
  },
  getDirectoryListeners: { request: (w) => json('GET', `/v1/directories/${w.b.id}/listeners`), allowed: 200 },
  createDirectoryListener: {
    request: (w) => json('POST', `/v1/directories/${w.b.id}/listeners`, { type: 2 }),
    allowed: 201,
  },
  deleteDirectoryListener: {
    request: (w) => json('DELETE', `/v1/directories/${w.b.id}/listeners/${w.listenerId}`),
    allowed: 204,
  },
  resetDirectoryListeners: {
    request: (w) => json('POST', `/v1/directories/${w.b.id}/listeners/reset`),
    allowed: 204,
  },
  listenAllDirectoryEvents: {
    request: (w) => json('POST', `/v1/directories/${w.b.id}/listeners/listen-all`, {}),
    allowed: 200,
  },
  getDirectorySecurityPoints: {
    request: (w) => json('GET', `/v1/directories/${w.b.id}/security-points`),
    allowed: 200,
  },
  replaceDirectorySecurityPoints: {
    request: (w) => json('PUT', `/v1/directories/${w.b.id}/security-points/replace`, []),
    allowed: 200,
  },
  getPinnedDirectories: { request: () => json('GET', '/v1/pinned-directories'), allowed: 200 },
  pinDirectory: { request: (w) => json('POST', `/v1/pinned-directories/${w.b.id}/pin`), allowed: 200 },
  unpinDirectory: { request: (w) => json('DELETE', `/v1/pinned-directories/${w.b.id}/pin`), allowed: 200 },
  moveItems: {
    request: (w) =>
      json('POST', `/v1/explorer/move/from/${w.b.id}/to/${w.t.id}`, { documentIds: [w.doc], directoryIds: [] }),
    allowed: 200,
  },
  getDeletedElements: { request: () => json('POST', '/v1/deleted', { pageNumber: 1, pageSize: 16 }), allowed: 200 },
  restoreDeletedElements: {
    request: (w) => json('PATCH', '/v1/deleted', { deletedElementIds: [w.trashedDoc, w.trashedDir] }),
    allowed: 204,
  },
  deleteElementsPermanently: {
    request: (w) => json('POST', '/v1/deleted/delete', [w.trashedDoc, w.trashedDir]),
    allowed: 204,
  },
  emptyTrash: { request: () => json('DELETE', '/v1/deleted/empty'), allowed: 204 },
  shareDocument: {
    request: (w) => json('POST', '/v1/shared-documents', { documentId: w.doc }),
    allowed: 200,
    downloadRole: true,
  },
  shareMultiple: {
    request: (w) =>
      json('POST', '/v1/shared-documents/multiple', { name: 'Набор', documents: [w.doc], directories: [w.c.id] }),
    allowed: 200,
    downloadRole: true,
  },
  // Public: the link of the matrix is made by an administrator once per world (authorization-matrix.ts).
  openSharedLink: { request: () => json('GET', '/v1/shared/unknown-token-of-the-matrix'), allowed: 404 },
  getSharedLinks: { request: () => json('GET', '/v1/shared-links'), allowed: 200 },
  // Nobody's link: the service answers 404 whoever asks (its own rule, shared-links.policy).
  revokeSharedLink: { request: () => json('DELETE', `/v1/shared-links/${randomUUID()}`), allowed: 404 },
  uploadDocument: { request: (w) => multipart('/v1/documents', { parentDirectoryId: w.b.id }), allowed: 201 },
  getDocument: { request: (w) => json('GET', `/v1/documents/${w.doc}`), allowed: 200 },
  renameDocument: { request: (w) => json('PUT', `/v1/documents/${w.doc}`, { name: 'Новое имя.pdf' }), allowed: 200 },
  deleteDocument: { request: (w) => json('DELETE', `/v1/documents/${w.doc}`), allowed: 204 },
  deleteDocuments: { request: (w) => json('POST', '/v1/documents/delete', [w.doc]), allowed: 204 },
  getDocumentAuthors: { request: (w) => json('GET', `/v1/documents/${w.doc}/authors`), allowed: 200 },
  uploadDocumentVersion: {
    request: (w) => multipart(`/v1/documents/${w.doc}/versions`, { documentId: w.doc }),
    allowed: 201,
  },
  // The head itself: the service answers IncorrectParam, past the gate.
  makeVersionHead: { request: (w) => json('POST', `/v1/documents/${w.doc}/versions/0/head`), allowed: 400 },
  destroyVersion: { request: (w) => json('POST', `/v1/documents/${w.doc}/versions/0/destroy`), allowed: 400 },
  restoreVersion: { request: (w) => json('POST', `/v1/documents/${w.doc}/versions/0/restore`), allowed: 400 },
  publishDraftVersion: { request: (w) => json('POST', `/v1/documents/${w.doc}/versions/draft/publish`), allowed: 404 },
  getVersionOverview: { request: (w) => json('GET', `/v1/documents/${w.doc}/versions/-1/overview`), allowed: 200 },
  getVersionPdf: { request: (w) => json('GET', `/v1/documents/${w.doc}/versions/-1/pdf`), allowed: 200 },
  getVersionDrawing: { request: (w) => json('GET', `/v1/documents/${w.drawing}/versions/-1/drawing`), allowed: 200 },
  getVersionDownloadRequirements: {
    request: (w) => json('GET', `/v1/documents/${w.doc}/versions/-1/download-requirements`),
    allowed: 200,
  },
  downloadVersion: {
    request: (w) => json('GET', `/v1/documents/${w.doc}/versions/-1/download`),
    allowed: 200,
    downloadRole: true,
  },
  getEditingUsers: { request: (w) => json('GET', `/v1/documents/${w.doc}/sessions/editing/users`), allowed: 200 },
  getOfficeSession: {
    request: (w) => json('GET', `/v1/documents/${w.doc}/versions/-1/office-session`),
    allowed: 501,
  },
  agreeDocument: { request: (w) => json('POST', `/v1/documents/${w.doc}/agree`), allowed: 200 },
  // Not agreed: the service answers IncorrectParam, past the gate.
  disagreeDocument: { request: (w) => json('POST', `/v1/documents/${w.doc}/disagree`), allowed: 400 },
  createDocumentNotes: {
    request: (w) => json('POST', `/v1/documents/${w.doc}/notes`, { comments: ['Проверить размеры'] }),
    allowed: 201,
  },
  toggleDocumentNote: {
    request: (w) => json('POST', `/v1/documents/${w.noted}/notes/${w.noteId}/toggle`),
    allowed: 200,
  },
  createNoteComment: {
    request: (w) => json('POST', `/v1/documents/${w.noted}/notes/${w.noteId}/comments`, { comment: 'Исправлено' }),
    allowed: 201,
  },
  getRelatedDocuments: { request: (w) => json('GET', `/v1/documents/${w.noted}/related`), allowed: 200 },
  addRelatedDocuments: {
    request: (w) => json('POST', `/v1/documents/${w.doc}/related`, { documentIds: [w.rel] }),
    allowed: 200,
  },
  removeRelatedDocuments: {
    request: (w) => json('POST', `/v1/documents/${w.noted}/related/delete`, [w.rel]),
    allowed: 204,
  },
  logout: { request: () => json('POST', '/v1/auth/logout'), allowed: 204 },
  getNotifications: { request: () => json('GET', '/v1/notifications'), allowed: 200 },
  // Nobody has a notification of this id: every account is answered as for another's.
  markNotificationRead: { request: () => json('POST', `/v1/notifications/${randomUUID()}/read`), allowed: 404 },
  markAllNotificationsRead: { request: () => json('POST', '/v1/notifications/read-all'), allowed: 204 },
  getApplication: { request: () => json('GET', '/v1/application'), allowed: 200 },
  getMemberOf: { request: () => json('GET', '/v1/profile/member-of'), allowed: 200 },
  getUsers: { request: () => json('GET', '/v1/users'), allowed: 200 },
  getUserEditInfo: { request: () => json('GET', '/v1/users/edit-info'), allowed: 200 },
  inviteUser: {
    request: (w) =>
      json('POST', '/v1/users/invite', {
        email: `novyi-${w.account.id.slice(0, 8)}@sevkvartal.ru`,
        givenName: 'Олег',
        familyName: 'Новиков',
        roles: ['user'],
      }),
    allowed: 201,
  },
  getUserSecurityGroups: { request: (w) => json('POST', `/v1/users/${w.account.id}/security-groups`), allowed: 200 },
  updateUserSecurityGroups: {
    request: (w) => json('PATCH', `/v1/users/${w.account.id}/security-groups`, []),
    allowed: 204,
  },
  updateUser: { request: (w) => json('PATCH', `/v1/users/${w.account.id}`, { title: 'Инженер' }), allowed: 200 },
  getSecurityGroups: { request: () => json('GET', '/v1/security-groups'), allowed: 200 },
  createSecurityGroup: {
    request: () =>
      json('POST', '/v1/security-groups', {
        name: `Группа ${randomUUID()}`,
        members: [],
        operations: ['DocumentFlow'],
      }),
    allowed: 201,
  },
  updateSecurityGroup: {
    request: (w) =>
      json('PUT', `/v1/security-groups/${w.spareGroup}`, {
        name: `Группа ${randomUUID()}`,
        members: [],
        operations: [],
      }),
    allowed: 200,
  },
  deleteSecurityGroup: { request: (w) => json('DELETE', `/v1/security-groups/${w.spareGroup}`), allowed: 204 },
  getSettings: { request: () => json('GET', '/v1/settings'), allowed: 200 },
  setDefaultSecurityGroups: {
    request: () => json('PUT', '/v1/settings/domain-auth/default-security-group', []),
    allowed: 204,
  },
  getStatistics: {
    request: () => json('GET', '/v1/statistics?periodFrom=2026-11-1&periodTo=2026-11-24'),
    allowed: 200,
  },
  getSkeleton: { request: () => json('GET', '/v1/skeleton'), allowed: 200 },
  createSkeleton: { request: () => json('POST', '/v1/skeleton', { name: 'default' }), allowed: 201 },
  getSkeletonEntities: { request: (w) => json('GET', `/v1/skeleton/${w.skeletonId}/entities`), allowed: 200 },
  createSkeletonEntity: {
    request: (w) =>
      json('POST', '/v1/skeleton-entities', {
        name: 'Раздел',
        parentId: w.entity,
        skeletonId: w.skeletonId,
        isCreatable: true,
        securityGroups: [w.spareGroup],
      }),
    allowed: 201,
  },
  getSkeletonEntity: { request: (w) => json('GET', `/v1/skeleton-entities/${w.entity}`), allowed: 200 },
  updateSkeletonEntity: {
    request: (w) =>
      json('PATCH', `/v1/skeleton-entities/${w.childEntity}`, {
        id: w.childEntity,
        name: 'Переименована',
        parentId: w.entity,
        skeletonId: w.skeletonId,
        securityGroups: [w.spareGroup],
      }),
    allowed: 200,
  },
  deleteSkeletonEntity: { request: (w) => json('DELETE', `/v1/skeleton-entities/${w.entity}`), allowed: 204 },
  getSkeletonEntitySecurityPoints: {
    request: (w) => json('GET', `/v1/skeleton-entities/${w.childEntity}/security-points`),
    allowed: 200,
  },
  getSkeletonEntityAncestorNames: {
    request: (w) => json('GET', `/v1/skeleton-entities/${w.childEntity}/ancestors/names`),
    allowed: 200,
  },
  getArchiveContent: { request: (w) => json('GET', `/v1/unpack/${w.archive}/versions/-1`), allowed: 200 },
  downloadArchiveFile: {
    request: (w) => json('GET', `/v1/archives/${w.archive}/versions/-1/download?filePath=readme.txt`),
    allowed: 200,
    downloadRole: true,
  },
  uploadModelVersion: {
    request: (w) => json('PUT', `/v1/tangl/${w.modelDoc}/versions/-1/uploadVersion`),
    allowed: 202,
  },
  getModelUploadStatus: {
    request: (w) => json('GET', `/v1/tangl/${w.modelDoc}/versions/-1/uploadStatus`),
    allowed: 200,
  },
  mergeModels: {
    request: (w) => json('POST', '/v1/tangl/merge', { tanglVersionIds: [w.modelId, w.modelId2] }),
    allowed: 202,
  },
  createMergedModel: {
    request: (w) =>
      json('POST', '/v1/merged-models', {
        name: 'Сводная модель',
        parentDirectoryId: w.b.id,
        documentIds: [w.modelDoc, w.modelDoc2],
      }),
    allowed: 201,
  },
  getModel: { request: (w) => json('GET', `/v1/models/${w.modelId}`), allowed: 200 },
  getModelPartFile: {
    request: (w) => json('GET', `/v1/models/${w.modelId}/parts/${w.modelId}/file`),
    allowed: 200,
  },
};
