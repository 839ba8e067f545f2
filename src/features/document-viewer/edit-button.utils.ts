import type { Configuration } from '../../../codegen/model/configuration';
import { isOfficeEditable, normalizeExtension } from '../../shared/documents/file-type.utils';
import { areOperationsAvailable, OFFICE_EDIT_OPERATIONS } from '../../shared/session/operations.utils';

/** What the office screen's pencil «start editing» does (platform.md §2.7): opens the draft, or says why it cannot. */
export type EditButtonState =
  { kind: 'enabled'; to: string } | { kind: 'disabled'; hint: 'cannotEditHint' | 'noEditorHint' | 'unsupportedHint' };

function listed(extension: string, list: readonly string[]): boolean {
  const normalized = normalizeExtension(extension);
  return normalized !== '' && list.some((entry) => normalizeExtension(entry) === normalized);
}

/**
 * The pencil of the PDF view: an office document (of the office list, not a PDF, which stays a PDF) shown as PDF
 * because no online editor opens it gets the pencil disabled, with the reason as its hint: no editor is configured
 * (or the server opens no editor sessions), or the configured one does not edit its format. PDFs, and documents the
 * editor opens (they never reach the PDF view), get none.
 */
export function pdfEditButton(extension: string, configuration: Configuration): EditButtonState | undefined {
  if (listed(extension, ['pdf']) || !listed(extension, configuration.documentViewer.collabora.extensions))
    return undefined;
  if (isOfficeEditable(extension, configuration)) return undefined;
  const editor = configuration.officeEditor;
  const configured =
    editor !== null && editor !== undefined && areOperationsAvailable(configuration, OFFICE_EDIT_OPERATIONS);
  return { kind: 'disabled', hint: configured ? 'unsupportedHint' : 'noEditorHint' };
}
