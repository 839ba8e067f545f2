import type { MetadataItem } from '../../../codegen/model/metadataItem';
import type { SecurityPoint } from '../../../codegen/model/securityPoint';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import type { SkeletonEntitySaveRequest } from '../../../codegen/model/skeletonEntitySaveRequest';
import { fieldError, max, required, type RuleError } from '../../shared/forms/form-rules';

/** The contract's limits of `SkeletonEntitySaveRequest` and `MetadataItem`; the inputs stop there. */
export const ENTITY_NAME_MAX_LENGTH = 255;
export const ENTITY_DESCRIPTION_MAX_LENGTH = 2000;
export const PIN_SHORT_NAME_MAX_LENGTH = 16;
export const METADATA_KEY_MAX_LENGTH = 256;
export const METADATA_VALUE_MAX_LENGTH = 4096;

/** The contract's default and lowest pin order number: −1 means «no particular place», after the numbered ones. */
export const DEFAULT_PIN_PRIORITY = -1;

export interface MetadataRow {
  /** Stable across edits and removals, so React keeps each row's inputs (and focus) in place. */
  id: number;
  key: string;
  value: string;
}

export interface SkeletonEntityFormValues {
  name: string;
  description: string;
  isCreatable: boolean;
  allowCreateDirectory: boolean;
  allowUploadDocuments: boolean;
  isPinned: boolean;
  pinShortName: string;
  /** What the number input holds: a number, or the text being typed (clamped when saved). */
  pinPriority: number | string;
  metadata: MetadataRow[];
  /** Security group ids. */
  securityGroups: string[];
}

export interface SkeletonEntityFormErrors {
  name?: RuleError;
  /** Row ids whose value has no key. */
  metadataKeys: number[];
}

/** The form of an existing entity (with the groups holding its own points), or the defaults of a new one. */
export function entityFormValues(
  entity?: SkeletonEntity,
  securityGroups: readonly string[] = [],
): SkeletonEntityFormValues {
  return {
    name: entity?.name ?? '',
    description: entity?.description ?? '',
    isCreatable: entity?.isCreatable ?? false,
    allowCreateDirectory: entity?.allowCreateDirectory ?? true,
    allowUploadDocuments: entity?.allowUploadDocuments ?? true,
    isPinned: entity?.isPinned ?? false,
    pinShortName: entity?.pinShortName ?? '',
    pinPriority: entity?.pinPriority ?? DEFAULT_PIN_PRIORITY,
    metadata: (entity?.metadata ?? []).map((item, index) => ({ id: index, key: item.key, value: item.value ?? '' })),
    securityGroups: [...securityGroups],
  };
}

/** The highest pin order number: the count of skeleton entities (platform.md §5), never below the lowest, −1. */
export function pinPriorityMax(entityCount: number): number {
  return Math.max(DEFAULT_PIN_PRIORITY, Math.floor(entityCount));
}

/** A typed pin order number kept within −1 … the entity count; anything not a number is −1. */
export function clampPinPriority(value: number | string, entityCount: number): number {
  const number = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(number)) return DEFAULT_PIN_PRIORITY;
  return Math.min(pinPriorityMax(entityCount), Math.max(DEFAULT_PIN_PRIORITY, Math.trunc(number)));
}

/** A new empty metadata row, with an id no other row has. */
export function emptyMetadataRow(rows: readonly MetadataRow[]): MetadataRow {
  const id = rows.reduce((max, row) => Math.max(max, row.id), -1) + 1;
  return { id, key: '', value: '' };
}

/** Platform.md §5: the name is required (trimmed, the contract's `\S`); a metadata value needs a key. */
export function validateEntityForm(values: SkeletonEntityFormValues): SkeletonEntityFormErrors {
  const metadataKeys = values.metadata
    .filter((row) => row.key.trim() === '' && row.value.trim() !== '')
    .map((row) => row.id);
  const name = fieldError(values.name, [required(), max(ENTITY_NAME_MAX_LENGTH)]);
  return { ...(name ? { name } : {}), metadataKeys };
}

export function hasEntityFormErrors(errors: SkeletonEntityFormErrors): boolean {
  return errors.name !== undefined || errors.metadataKeys.length > 0;
}

/** The metadata to save: trimmed, rows left wholly empty dropped, an empty value as null. */
export function toMetadataItems(rows: readonly MetadataRow[]): MetadataItem[] {
  return rows
    .map((row) => ({ key: row.key.trim(), value: row.value.trim() }))
    .filter((row) => row.key !== '')
    .map((row) => ({ key: row.key, value: row.value === '' ? null : row.value }));
}

/** Where the entity lives and what the form may send, besides the typed values. */
export interface SaveRequestContext {
  /** The entity being edited; none when creating one (POST carries no id). */
  entityId?: string;
  skeletonId: string;
  /** The parent entity; null for a root entity. */
  parentId: string | null;
  /** Whether the pin toggle was offered (`canPin`); otherwise the entity is saved unpinned. */
  pinAllowed: boolean;
  /** The count of skeleton entities, the pin order number's cap. */
  entityCount: number;
  /**
   * Whether to send the security groups. False when an existing entity's points could not be read: without the field
   * the server leaves its points as they are, rather than replacing them with an empty choice.
   */
  withSecurityGroups: boolean;
}

/**
 * The body of POST /skeleton-entities (no id) and PATCH /skeleton-entities/{id} (with it): trimmed texts, empty ones
 * as null; an unpinned entity carries the pin defaults (no short name, −1).
 */
export function toSkeletonEntitySaveRequest(
  values: SkeletonEntityFormValues,
  context: SaveRequestContext,
): SkeletonEntitySaveRequest {
  const description = values.description.trim();
  const pinned = context.pinAllowed && values.isPinned;
  const pinShortName = values.pinShortName.trim();
  return {
    ...(context.entityId === undefined ? {} : { id: context.entityId }),
    name: values.name.trim(),
    parentId: context.parentId,
    description: description === '' ? null : description,
    isCreatable: values.isCreatable,
    skeletonId: context.skeletonId,
    ...(context.withSecurityGroups ? { securityGroups: [...new Set(values.securityGroups)] } : {}),
    allowCreateDirectory: values.allowCreateDirectory,
    allowUploadDocuments: values.allowUploadDocuments,
    isPinned: pinned,
    pinShortName: pinned && pinShortName !== '' ? pinShortName : null,
    pinPriority: pinned ? clampPinPriority(values.pinPriority, context.entityCount) : DEFAULT_PIN_PRIORITY,
    metadata: toMetadataItems(values.metadata),
  };
}

/**
 * The groups to preselect when editing: the points the entity owns (a point's id is its group's id). Points inherited
 * from ancestor entities are shown apart: saving them as the entity's own would change what a later change of the
 * ancestor reaches.
 */
export function ownSecurityGroupIds(points: readonly SecurityPoint[], entityId: string): string[] {
  return points.filter((point) => point.ownerId === entityId).map((point) => point.id);
}

/** The points the entity takes from its ancestors (their `parentName` names the ancestor). */
export function inheritedPoints(points: readonly SecurityPoint[], entityId: string): SecurityPoint[] {
  return points.filter((point) => point.ownerId !== entityId);
}
