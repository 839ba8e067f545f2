import type { MetadataItem } from '../../../codegen/model/metadataItem';
import { validationFailed } from '../problem';

/** Names of 255 characters or more are refused (explorer.md §5, §9): they would break paths in zips and uploads. */
export const MAX_DIRECTORY_NAME_LENGTH = 254;

// C0 and C1 control characters, DEL included: invisible in the tree and unsafe in file names of a zip.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/u;

/** Why the name is refused, or null when it may be used. The name is expected trimmed. */
function nameFault(name: string): string | null {
  if (name.length === 0) return 'must not be empty or only spaces';
  if (name.includes('/') || name.includes('\\')) return 'must not contain / or \\';
  if (CONTROL_CHARACTERS.test(name)) return 'must not contain control characters';
  if (name === '.' || name === '..') return 'must not be . or ..';
  // Counted in code points, as the contract's validation (ajv) counts maxLength; graphemes do not matter here.
  // eslint-disable-next-line @typescript-eslint/no-misused-spread
  if ([...name].length > MAX_DIRECTORY_NAME_LENGTH)
    return `must be shorter than ${MAX_DIRECTORY_NAME_LENGTH + 1} characters`;
  return null;
}

/**
 * The name a directory gets: trimmed and in composed Unicode form, so that look-alike names compare equal. Throws
 * 400 ValidationFailed naming the field when the name is empty, only spaces, a path step ('.', '..'), holds a path
 * separator or control characters, or is 255 characters or longer.
 */
export function directoryName(raw: string, field = 'body.name'): string {
  const name = raw.normalize('NFC').trim();
  const fault = nameFault(name);
  if (fault !== null) throw validationFailed('The directory name is not valid.', [{ field, message: fault }]);
  return name;
}

/** Metadata as stored: keys trimmed and required (explorer.md §5), values as given. */
export function directoryMetadata(items: readonly MetadataItem[] | undefined): MetadataItem[] {
  const metadata = (items ?? []).map(({ key, value }) => ({ key: key.trim(), value }));
  const errors = metadata.flatMap(({ key }, index) =>
    key.length === 0 ? [{ field: `body.metadata.${index}.key`, message: 'must not be empty or only spaces' }] : [],
  );
  if (errors.length > 0) throw validationFailed('The metadata is not valid.', errors);
  return metadata;
}
