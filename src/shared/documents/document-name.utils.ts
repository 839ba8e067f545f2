/** Explorer.md §5: a document name is required and 3 to 128 characters long. */
export const DOCUMENT_NAME_MIN = 3;
export const DOCUMENT_NAME_MAX = 128;

/** True when the name, trimmed, has an allowed length. */
export function isValidDocumentName(name: string): boolean {
  const length = name.trim().length;
  return length >= DOCUMENT_NAME_MIN && length <= DOCUMENT_NAME_MAX;
}

/** The file to upload under the name typed: the chosen file itself, or a copy carrying the new name. */
export function fileNamed(file: File, name: string): File {
  const trimmed = name.trim();
  return trimmed === file.name ? file : new File([file], trimmed, { type: file.type, lastModified: file.lastModified });
}
