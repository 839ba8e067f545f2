import type { DeletedElement } from '../../../codegen/model/deletedElement';
import type { ElementType } from '../../../codegen/model/elementType';

/**
 * An element of the trash: the top of a deleted subtree or a deleted document, whose row stays where it was
 * (docs/server.md, soft delete). Its trash id is the element's own id: a deleted element has exactly one entry, and
 * directory and document ids are UUIDs that never meet.
 */
export interface TrashElementRecord {
  elementType: ElementType;
  id: string;
  name: string;
  /** The directory it was deleted from; null for a top-level directory. */
  parentId: string | null;
  deletedAt: string;
  deletedBy: string | null;
}

/** A directory as a place: its name and the ids of its ancestors from the top down. */
export interface PlaceRecord {
  name: string;
  ancestorIds: string[];
}

/** The names of the directory's ancestors and its own, joined by ' / ' (the contract's originalLocation). */
export function locationOf(parentId: string | null, places: ReadonlyMap<string, PlaceRecord>): string {
  if (parentId === null) return '';
  const parent = places.get(parentId);
  if (!parent) return '';
  return [...parent.ancestorIds.map((id) => places.get(id)?.name ?? ''), parent.name].join(' / ');
}

export function toDeletedElement(record: TrashElementRecord, places: ReadonlyMap<string, PlaceRecord>): DeletedElement {
  return {
    id: record.id,
    elementType: record.elementType,
    element: { id: record.id, name: record.name },
    originalLocation: locationOf(record.parentId, places),
    originalDirectoryId: record.parentId,
    deletedAt: record.deletedAt,
  };
}
