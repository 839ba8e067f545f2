import type { MetadataItem } from '../../../codegen/model/metadataItem';
import { validationFailed } from '../problem';
import { storedName } from './name-rules';

/** Names of 255 characters or more are refused (explorer.md §5, §9): they would break paths in zips and uploads. */
export const MAX_DIRECTORY_NAME_LENGTH = 254;

/** A refusal as FieldError has it: the English message, and the rule (and limit) clients translate. */
type NameFault = { message: string; rule: string; limit?: number };

/** Why the name is refused, or null when it may be used. The name is expected trimmed, its characters checked. */
function nameFault(name: string): NameFault | null {
  if (name.length === 0) return { message: 'must not be empty or only spaces', rule: 'blank' };
  if (name.includes('/') || name.includes('\\')) return { message: 'must not contain / or \\', rule: 'pathSeparator' };
  if (name === '.' || name === '..') return { message: 'must not be . or ..', rule: 'reservedName' };
  // Counted in code points, as the contract's validation (ajv) counts maxLength; graphemes do not matter here.
  // eslint-disable-next-line @typescript-eslint/no-misused-spread
  if ([...name].length > MAX_DIRECTORY_NAME_LENGTH)
    return {
      message: `must be shorter than ${MAX_DIRECTORY_NAME_LENGTH + 1} characters`,
      rule: 'maxLength',
      limit: MAX_DIRECTORY_NAME_LENGTH,
    };
  return null;
}

/**
 * The name a directory gets: the characters of every name (name-rules.ts), trimmed and in composed Unicode form, so
 * that look-alike names compare equal. Throws 400 ValidationFailed naming the field when the name holds a character
 * the rule refuses, is empty, only spaces, a path step ('.', '..'), holds a path separator, or is 255 characters or
 * longer.
 */
export function directoryName(raw: string, field = 'body.name'): string {
  const name = storedName(raw, field, 'The directory name is not valid.');
  const fault = nameFault(name);
  if (fault !== null) throw validationFailed('The directory name is not valid.', [{ field, ...fault }]);
  return name;
}

/** Metadata as stored: keys trimmed and required (explorer.md §5), values as given. */
export function directoryMetadata(items: readonly MetadataItem[] | undefined): MetadataItem[] {
  const metadata = (items ?? []).map(({ key, value }) => ({ key: key.trim(), value }));
  const errors = metadata.flatMap(({ key }, index) =>
    key.length === 0
      ? [{ field: `body.metadata.${index}.key`, message: 'must not be empty or only spaces', rule: 'blank' }]
      : [],
  );
  if (errors.length > 0) throw validationFailed('The metadata is not valid.', errors);
  return metadata;
}
