import { PermissionOperation } from '../../../codegen/model/permissionOperation';

/**
 * Every operation of the contract, the right it needs and on which directory (docs/access-control.md). The request
 * gate applies the checks before the handler runs, except those naming a field of a multipart form, which the service
 * applies once it has read the form (`ensureMayCreateIn`); `service` names what else the service decides (filtered
 * lists, role rules) and where. The authorization tests are generated from this table, and a test keeps it
 * complete: an operation of the contract without a rule fails the build.
 */

const { CreateFiles, UpdateFiles, DeleteFiles, DocumentFlow, DocumentFlowAgreement, PermissionControl } =
  PermissionOperation;

/** `see`: the item must be seen; `pass`: seen, or walked through on the way to one seen (names only). */
export type Need = 'see' | 'pass' | PermissionOperation;

/** Where a check finds its ids: a path parameter, a JSON body field (an id, null for the root, or a list), the body. */
export type Source =
  | { path: string; skip?: readonly string[] }
  /** `null` is the root, unless `nullIsNothing` (an optional choice left empty). */
  | { body: string; nullIsNothing?: true }
  | { bodyList: string }
  | { bodyItself: true };

export type Check =
  /** A directory: its own chain (`itself`, the default) or the place it lies in (`place`). `root` is the root. */
  | { directory: Source; need: Need; at?: 'itself' | 'place' }
  /** A document: seen as its directory is, its rights those of its directory. */
  | { document: Source; need: Need }
  /** A trash element (directory or document id): seen and ruled by the place it was deleted from. */
  | { trashElement: Source; need: Need }
  /** A model id: seen when every document it is made of is (docs/models.md). */
  | { model: Source; need: 'see' };

export interface OperationRule {
  /** No sign-in at all (the contract's `security: []`). */
  public?: true;
  /** Administrators and developers only. */
  elevated?: true;
  checks?: readonly Check[];
  /** What the service decides itself, and where. */
  service?: string;
}

const path = (name = 'id'): Source => ({ path: name });
const seeDirectory: OperationRule = { checks: [{ directory: path(), need: 'see' }] };
const seeDocument: OperationRule = { checks: [{ document: path(), need: 'see' }] };
const onDocument = (need: Need): OperationRule => ({ checks: [{ document: path(), need }] });
const signedIn: OperationRule = {};
const elevated: OperationRule = { elevated: true };

export const OPERATION_RULES: Readonly<Record<string, OperationRule>> = {
  // directories
  createDirectory: {
    checks: [{ directory: { body: 'parentId' }, need: CreateFiles }],
    service: 'from a skeleton entity: StructureControl there too (structure-directories.service)',
  },
  getDirectory: { checks: [{ directory: path(), need: 'pass' }] },
  deleteDirectory: {
    checks: [{ directory: path(), need: DeleteFiles, at: 'place' }],
    service: 'a skeleton directory: StructureControl there too (structure-directories.service)',
  },
  renameDirectory: {
    checks: [{ directory: path(), need: UpdateFiles, at: 'place' }],
    service: 'a skeleton directory: StructureControl there too (structure-directories.service)',
  },
  deleteDirectories: {
    checks: [
      { directory: path(), need: 'see' },
      { directory: { bodyList: 'directoryIds' }, need: DeleteFiles, at: 'place' },
    ],
    service: 'skeleton directories: StructureControl there too (structure-directories.service)',
  },
  getDirectoryProperties: { ...seeDirectory, service: 'totals of the visible part of the subtree' },
  getDirectoryChildren: {
    checks: [{ directory: path(), need: 'pass' }],
    service: 'only the children seen or leading to one seen',
  },
  fetchDirectory: {
    checks: [{ directory: path(), need: 'pass' }],
    service: 'children seen or leading on; documents only of a directory seen; permissions of each',
  },
  getDirectoriesByAncestors: { service: 'only the children seen or leading to one seen, of ancestors passed' },
  getDirectoryAncestorNames: { checks: [{ directory: path(), need: 'pass' }] },
  uploadDirectory: {
    checks: [{ directory: { body: 'parentDirectoryId' }, need: CreateFiles }],
    service: 'the multipart form: CreateFiles on its parentDirectoryId (folder-upload.service)',
  },
  getDirectoryDownloadable: { ...seeDirectory, service: 'the visible part of the subtree; the download role' },
  getDirectoryDownloadRequirements: seeDirectory,
  downloadDirectory: { ...seeDirectory, service: 'a zip of the visible part of the subtree; the download role' },
  acceptDownloadRequirement: signedIn,
  // listeners
  getDirectoryListeners: seeDirectory,
  createDirectoryListener: seeDirectory,
  deleteDirectoryListener: seeDirectory,
  resetDirectoryListeners: seeDirectory,
  listenAllDirectoryEvents: seeDirectory,
  // notifications: each account reads and marks only its own (notifications.repository)
  getNotifications: { service: "the account's own notifications" },
  markNotificationRead: { service: "the account's own notification; another's answers 404" },
  markAllNotificationsRead: { service: "the account's own notifications" },
  // security points
  getDirectorySecurityPoints: { checks: [{ directory: path(), need: PermissionControl }] },
  replaceDirectorySecurityPoints: {
    checks: [{ directory: path(), need: PermissionControl }],
    service: 'groups added by an account that is not elevated must be its own (security-points.policy)',
  },
  // pins
  getPinnedDirectories: { service: 'only the pinned directories seen' },
  pinDirectory: seeDirectory,
  unpinDirectory: seeDirectory,
  // explorer
  moveItems: {
    checks: [
      { document: { bodyList: 'documentIds' }, need: 'see' },
      { directory: { bodyList: 'directoryIds' }, need: 'see' },
      { directory: path('source'), need: DeleteFiles },
      { directory: { path: 'target', skip: ['root', 'null'] }, need: CreateFiles },
    ],
  },
  // trash
  getDeletedElements: { service: 'the elements deleted from places with DeleteFiles (trash.service)' },
  restoreDeletedElements: {
    checks: [
      { trashElement: { bodyList: 'deletedElementIds' }, need: DeleteFiles },
      { directory: { body: 'directoryId', nullIsNothing: true }, need: CreateFiles },
    ],
  },
  deleteElementsPermanently: { checks: [{ trashElement: { bodyItself: true }, need: DeleteFiles }] },
  emptyTrash: { service: 'exactly the elements of the account’s trash (trash.service)' },
  // sharing
  shareDocument: {
    checks: [{ document: { body: 'documentId' }, need: 'see' }],
    service: 'the download role; the document downloadable',
  },
  shareMultiple: {
    checks: [
      { document: { bodyList: 'documents' }, need: 'see' },
      { directory: { bodyList: 'directories' }, need: 'see' },
    ],
    service: 'the download role; every document downloadable',
  },
  openSharedLink: {
    public: true,
    service: 'only what the link’s creator may still see and download, requirements in force accepted',
  },
  getSharedLinks: { service: 'the account’s own links; every link for administrators (shared-links.policy)' },
  revokeSharedLink: { service: 'its creator, or an administrator (shared-links.policy)' },
  // documents
  uploadDocument: {
    checks: [{ directory: { body: 'parentDirectoryId' }, need: CreateFiles }],
    service: 'the check applied to the multipart form once read (documents.service)',
  },
  getDocument: seeDocument,
  renameDocument: onDocument(UpdateFiles),
  deleteDocument: onDocument(DeleteFiles),
  deleteDocuments: { checks: [{ document: { bodyItself: true }, need: DeleteFiles }] },
  getDocumentAuthors: seeDocument,
  // versions
  uploadDocumentVersion: onDocument(UpdateFiles),
  makeVersionHead: onDocument(UpdateFiles),
  destroyVersion: onDocument(UpdateFiles),
  restoreVersion: onDocument(UpdateFiles),
  publishDraftVersion: onDocument(UpdateFiles),
  getVersionOverview: seeDocument,
  getVersionDownloadRequirements: seeDocument,
  downloadVersion: { ...seeDocument, service: 'the download role and requirements' },
  getEditingUsers: seeDocument,
  getOfficeSession: {
    ...seeDocument,
    service: 'editing: UpdateFiles and a document neither blocked nor agreed (office.policy); viewing: the view right',
  },
  // notes and agreement
  agreeDocument: onDocument(DocumentFlowAgreement),
  disagreeDocument: onDocument(DocumentFlowAgreement),
  createDocumentNotes: onDocument(DocumentFlow),
  toggleDocumentNote: onDocument(DocumentFlow),
  createNoteComment: onDocument(DocumentFlow),
  // related
  getRelatedDocuments: { ...seeDocument, service: 'only the related documents seen' },
  addRelatedDocuments: {
    checks: [
      { document: path(), need: UpdateFiles },
      { document: { bodyList: 'documentIds' }, need: 'see' },
    ],
  },
  removeRelatedDocuments: onDocument(UpdateFiles),
  // auth and the account's own
  logout: signedIn,
  getApplication: signedIn,
  getMemberOf: signedIn,
  // users
  getUsers: elevated,
  getUserEditInfo: elevated,
  inviteUser: {
    service: 'roles by the inviter’s roles, groups only the inviter’s own unless elevated (invitations.service)',
  },
  getUserSecurityGroups: elevated,
  updateUserSecurityGroups: elevated,
  updateUser: elevated,
  // security groups and settings
  getSecurityGroups: elevated,
  createSecurityGroup: elevated,
  updateSecurityGroup: elevated,
  deleteSecurityGroup: elevated,
  getSettings: elevated,
  setDefaultSecurityGroups: elevated,
  getStatistics: elevated,
  // the structure: read by the explorer of every account, changed by the elevated
  getSkeleton: signedIn,
  createSkeleton: elevated,
  getSkeletonEntities: signedIn,
  createSkeletonEntity: elevated,
  getSkeletonEntity: signedIn,
  updateSkeletonEntity: elevated,
  deleteSkeletonEntity: elevated,
  getSkeletonEntitySecurityPoints: elevated,
  getSkeletonEntityAncestorNames: signedIn,
  // archives and models
  getArchiveContent: seeDocument,
  getVersionPdf: seeDocument,
  getVersionDrawing: seeDocument,
  downloadArchiveFile: { checks: [{ document: path('documentId'), need: 'see' }], service: 'the download role' },
  uploadModelVersion: seeDocument,
  getModelUploadStatus: seeDocument,
  mergeModels: { checks: [{ model: { bodyList: 'tanglVersionIds' }, need: 'see' }] },
  getModel: { checks: [{ model: path('modelId'), need: 'see' }] },
  getModelPartFile: { checks: [{ model: path('modelId'), need: 'see' }] },
  createMergedModel: {
    checks: [
      { directory: { body: 'parentDirectoryId' }, need: CreateFiles },
      { document: { bodyList: 'documentIds' }, need: 'see' },
    ],
  },
};
