import type { Account } from '../../../codegen/model/account';
import type { Directory } from '../../../codegen/model/directory';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import { holdsEveryRight } from '../session/roles.utils';

/*
 * What the signed-in account may do, read from the `permissions` every directory of the contract carries
 * (docs/access-control.md). The server decides and refuses the rest (403 ForbiddenResourceFailed); the app offers only
 * what these answer. «The place» of a document is its directory; of a directory, its parent; the place of a top-level
 * directory is the root, where only administrators and developers hold rights.
 */

/** Every operation a directory's `permissions` may list; ReadDocument is obsolete and never listed. */
export const ALL_PERMISSIONS: readonly PermissionOperation[] = Object.values(PermissionOperation).filter(
  (operation) => operation !== PermissionOperation.ReadDocument,
);

/** What carries the account's rights: a directory of the contract, or its `permissions` alone. */
export type PermissionHolder = Pick<Directory, 'permissions'>;

/**
 * Whether the account holds the operation in the directory. Nothing (a directory not loaded yet, or none) holds
 * nothing: what is not known to be allowed is not offered.
 */
export function can(directory: PermissionHolder | null | undefined, operation: PermissionOperation): boolean {
  return directory?.permissions.includes(operation) ?? false;
}

/**
 * Whether the account holds the operation in a place: a directory, or the root (`null`), where only the elevated roles
 * act (top-level directories are created, renamed, deleted and moved by administrators and developers only).
 */
export function canInPlace(
  place: PermissionHolder | null,
  operation: PermissionOperation,
  account: Pick<Account, 'roles'>,
): boolean {
  return place === null ? holdsEveryRight(account) : can(place, operation);
}

type CreationTarget = Pick<Directory, 'allowUploadDocuments' | 'allowCreateDirectory' | 'permissions'>;

/** Documents may be uploaded into the directory: its flag and CreateFiles there. The root takes none. */
export function canUploadDocumentsInto(directory: CreationTarget | null | undefined): boolean {
  return directory?.allowUploadDocuments === true && can(directory, PermissionOperation.CreateFiles);
}

/** Directories (and uploaded folders) may be created in the directory: its flag and CreateFiles there. */
export function canCreateDirectoryIn(directory: CreationTarget | null | undefined): boolean {
  return directory?.allowCreateDirectory === true && can(directory, PermissionOperation.CreateFiles);
}

/**
 * «Add {name}» (a directory of a creatable structure entity) may be made in the directory: CreateFiles and
 * StructureControl there, whatever its allowCreateDirectory says, which is about free directories (docs/structure.md).
 */
export function canCreateFromEntityIn(directory: PermissionHolder | null | undefined): boolean {
  return can(directory, PermissionOperation.CreateFiles) && can(directory, PermissionOperation.StructureControl);
}

/** What the account may do with the documents of a directory (the document panel, versions and related screens). */
export interface DocumentRights {
  /** Renaming, new versions, version actions, related documents: UpdateFiles. */
  update: boolean;
  /** Deleting, and taking a document away by a move: DeleteFiles. */
  delete: boolean;
  /** Remarks, their comments and ticking them done: DocumentFlow. */
  flow: boolean;
  /** Agreeing and revoking: DocumentFlowAgreement. */
  agree: boolean;
}

export const NO_DOCUMENT_RIGHTS: DocumentRights = { update: false, delete: false, flow: false, agree: false };

/** The rights on documents of their directory (their place); none while it is unknown. */
export function documentRights(directory: PermissionHolder | null | undefined): DocumentRights {
  return {
    update: can(directory, PermissionOperation.UpdateFiles),
    delete: can(directory, PermissionOperation.DeleteFiles),
    flow: can(directory, PermissionOperation.DocumentFlow),
    agree: can(directory, PermissionOperation.DocumentFlowAgreement),
  };
}
