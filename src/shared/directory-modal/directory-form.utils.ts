import type { CreateDirectoryRequest } from '../../../codegen/model/createDirectoryRequest';
import {
  createDirectoryBodyMetadataItemKeyMax,
  createDirectoryBodyMetadataItemValueMax,
  createDirectoryBodyMetadataMax,
  createDirectoryBodyNameMax,
} from '../../../codegen/zod/directories/directories.zod';
import type { MetadataItem } from '../../../codegen/model/metadataItem';
import type { DirectoryModalRequest } from './directory-modal-request';
import { fieldError, max, required, type RuleError } from '../forms/form-rules';
import { fieldPath } from '../forms/server-field-errors';

/**
 * The contract's limits (CreateDirectoryRequest, MetadataItem), from the generated schema: one number, the server's.
 * A name is shorter than 255 characters, the path limit of folder uploads and zips (explorer.md §9).
 */
export const DIRECTORY_NAME_MAX_LENGTH = createDirectoryBodyNameMax;
export const METADATA_KEY_MAX_LENGTH = createDirectoryBodyMetadataItemKeyMax;
export const METADATA_VALUE_MAX_LENGTH = createDirectoryBodyMetadataItemValueMax;
export const METADATA_MAX_ROWS = createDirectoryBodyMetadataMax;

export interface MetadataRow {
  /** Stable across edits and removals, so React keeps each row's inputs (and focus) in place. */
  id: number;
  key: string;
  value: string;
}

export interface DirectoryFormValues {
  name: string;
  metadata: MetadataRow[];
}

export interface DirectoryFormErrors {
  name?: RuleError;
  /** By row index; a row without errors has none. */
  metadata: { key?: RuleError; value?: RuleError }[];
}

function toRows(items: readonly MetadataItem[]): MetadataRow[] {
  return items.map((item, index) => ({ id: index, key: item.key, value: item.value ?? '' }));
}

/**
 * The form's first values: empty for a free directory; the entity's name and metadata when created from an entity
 * (explorer.md §2 DirectoryModel); the directory's name and (read-only) metadata when renaming.
 */
export function initialDirectoryForm(request: DirectoryModalRequest): DirectoryFormValues {
  if (request.mode === 'rename') {
    return { name: request.directory.name, metadata: toRows(request.directory.metadata) };
  }
  if (request.entity) return { name: request.entity.name, metadata: toRows(request.entity.metadata) };
  return { name: '', metadata: [] };
}

/** A new empty row, with an id no other row has. */
export function emptyMetadataRow(rows: readonly MetadataRow[]): MetadataRow {
  const id = rows.reduce((max, row) => Math.max(max, row.id), -1) + 1;
  return { id, key: '', value: '' };
}

/** The form's rules (the shared form rules), with the texts of its own that name the field. */
const NAME_RULES = [
  required('directoryModal.errors.nameRequired'),
  max(DIRECTORY_NAME_MAX_LENGTH, 'directoryModal.errors.nameTooLong'),
];
const KEY_RULES = [
  required('directoryModal.errors.keyRequired'),
  max(METADATA_KEY_MAX_LENGTH, 'directoryModal.errors.keyTooLong'),
];
const VALUE_RULES = [max(METADATA_VALUE_MAX_LENGTH, 'directoryModal.errors.valueTooLong')];

/**
 * Explorer.md §5: the name is required; a metadata key is required, its value optional. Metadata is read-only when
 * renaming, so only the name is checked then.
 */
export function validateDirectoryForm(
  values: DirectoryFormValues,
  mode: DirectoryModalRequest['mode'],
): DirectoryFormErrors {
  const name = fieldError(values.name, NAME_RULES);
  if (mode === 'rename') return { name, metadata: [] };
  const metadata = values.metadata.map((row) => ({
    key: fieldError(row.key, KEY_RULES),
    value: fieldError(row.value, VALUE_RULES),
  }));
  return { name, metadata };
}

export function hasDirectoryFormErrors(errors: DirectoryFormErrors): boolean {
  return errors.name !== undefined || errors.metadata.some((row) => row.key !== undefined || row.value !== undefined);
}

/** POST /directories' body: trimmed texts, an empty value sent as null, the entity when created from one. */
export function toCreateDirectoryRequest(
  values: DirectoryFormValues,
  request: Extract<DirectoryModalRequest, { mode: 'create' }>,
): CreateDirectoryRequest {
  const metadata = values.metadata.map((row): MetadataItem => {
    const value = row.value.trim();
    return { key: row.key.trim(), value: value === '' ? null : value };
  });
  return {
    name: values.name.trim(),
    parentId: request.parent?.id ?? null,
    ...(request.entity ? { skeletonEntityId: request.entity.id } : {}),
    ...(metadata.length > 0 ? { metadata } : {}),
  };
}

/** Where a ValidationFailed field error points in the form. */
export type ServerFieldTarget =
  { target: 'name' } | { target: 'key' | 'value'; row: number } | { target: 'other'; field: string };

/**
 * Reads the `field` of a server field error, a JSON pointer or a dotted name (`/name`, `/metadata/0/key`,
 * `metadata[0].value`), as a place in the form.
 */
export function serverFieldTarget(field: string): ServerFieldTarget {
  const path = fieldPath(field);
  if (path.length === 1 && path[0] === 'name') return { target: 'name' };
  const [group, row, part] = path;
  if (path.length === 3 && group === 'metadata' && /^\d+$/.test(row ?? '') && (part === 'key' || part === 'value')) {
    return { target: part, row: Number(row) };
  }
  return { target: 'other', field };
}
