import type { Configuration } from '../../../codegen/model/configuration';

/**
 * Operations (the contract's operationIds) behind features a server may not offer yet. The server lists those it
 * cannot answer in `Configuration.unavailableOperations` (it would answer 501); the app hides what leads to them, so
 * that no user is offered an action that can only fail. The mock answers every operation and lists none.
 */
export const MODEL_ASSEMBLY_OPERATIONS = ['uploadModelVersion', 'getModelUploadStatus'] as const;
export const MERGED_MODEL_OPERATIONS = ['createMergedModel'] as const;
/** The archive browser's listing; a server without an archive reader lists it (docs/viewers.md). */
export const ARCHIVE_VIEW_OPERATIONS = ['getArchiveContent'] as const;
/** The document viewer's PDF of a version (PDF as it is, office files converted by the server; docs/viewers.md). */
export const OFFICE_VIEW_OPERATIONS = ['getVersionPdf'] as const;
/** The online office editor's session (platform.md §2.7, docs/viewers.md); it needs `Configuration.officeEditor` too. */
export const OFFICE_EDIT_OPERATIONS = ['getOfficeSession'] as const;
/** The drawing viewer's DXF of a version (DXF as it is, DWG converted by the server; docs/viewers.md). */
export const DRAWING_VIEW_OPERATIONS = ['getVersionDrawing'] as const;
/** The header's bell: the list of notifications (docs/notifications.md). */
export const NOTIFICATION_OPERATIONS = ['getNotifications'] as const;

/** Whether the server answers every one of the operations. */
export function areOperationsAvailable(
  configuration: Pick<Configuration, 'unavailableOperations'>,
  operationIds: readonly string[],
): boolean {
  const unavailable = configuration.unavailableOperations ?? [];
  return operationIds.every((operationId) => !unavailable.includes(operationId));
}
