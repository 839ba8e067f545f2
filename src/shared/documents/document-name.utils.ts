import { renameDocumentBodyNameMax, renameDocumentBodyNameMin } from '../../../codegen/zod/documents/documents.zod';
import { fieldError, max, min, regex, required, type RuleError } from '../forms/form-rules';
import { fileNameExtension } from './file-type.utils';

/** Explorer.md §5: a document name is required and 3 to 128 characters long (the contract's RenameDocumentRequest). */
export const DOCUMENT_NAME_MIN = renameDocumentBodyNameMin;
export const DOCUMENT_NAME_MAX = renameDocumentBodyNameMax;

const LENGTH_MESSAGE = 'explorer.documentModal.nameLength';

/**
 * The length rule of §5 with its own text, and no path separator: the server refuses a rename holding one, and an
 * uploaded file's name would lose everything before it.
 */
const DOCUMENT_NAME_RULES = [
  required(LENGTH_MESSAGE),
  min(DOCUMENT_NAME_MIN, LENGTH_MESSAGE),
  max(DOCUMENT_NAME_MAX, LENGTH_MESSAGE),
  regex(/^[^/\\]*$/, 'forms.pathSeparator'),
];

/** The first rule the name (trimmed) breaks, or none. */
export function documentNameError(name: string): RuleError | undefined {
  return fieldError(name, DOCUMENT_NAME_RULES);
}

/** True when the name, trimmed, may name a document. */
export function isValidDocumentName(name: string): boolean {
  return documentNameError(name) === undefined;
}

/** The file to upload under the name typed: the chosen file itself, or a copy carrying the new name. */
export function fileNamed(file: File, name: string): File {
  const trimmed = name.trim();
  return trimmed === file.name ? file : new File([file], trimmed, { type: file.type, lastModified: file.lastModified });
}

/** A change of the extension between a file's name and the name typed for it (compared without case). */
export interface ExtensionChange {
  /** The file's extension, without the dot. */
  from: string;
  /** The typed name's extension, '' when it has none. */
  to: string;
}

/**
 * Whether the name typed drops or changes the file's extension: the extension tells systems and the viewers what the
 * file is, so the user is warned before uploading «План» for «План.pdf». Null when it is kept, or the file had none.
 */
export function extensionChange(fileName: string, typedName: string): ExtensionChange | null {
  const from = fileNameExtension(fileName.trim());
  const to = fileNameExtension(typedName.trim());
  if (from === '' || from.toLowerCase() === to.toLowerCase()) return null;
  return { from, to };
}

/** The typed name with the file's extension back at its end, in place of the one typed if any. */
export function keepingExtension(typedName: string, change: ExtensionChange): string {
  const trimmed = typedName.trim();
  const stem = change.to === '' ? trimmed : trimmed.slice(0, trimmed.length - change.to.length - 1);
  return `${stem}.${change.from}`;
}
