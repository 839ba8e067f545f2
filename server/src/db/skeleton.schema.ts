/** The structure (skeleton) and its entities, in the portable shapes of schema.ts (JSON as text, flags as 0/1). */
export interface SkeletonTable {
  id: string;
  name: string;
  /** Always 'the': an installation has one structure, and a unique index keeps it so under concurrent creation. */
  singleton: string;
  created_at: string;
}

export interface SkeletonEntityTable {
  id: string;
  skeleton_id: string;
  parent_id: string | null;
  name: string;
  /** The name folded for comparison (trimmed, NFC, lower case): siblings are unique on it. */
  name_key: string;
  description: string | null;
  depth: number;
  author_id: string;
  /** Ids of the ancestor entities from the root down, as JSON. */
  ancestor_ids: string;
  is_creatable: number;
  is_pinned: number;
  pin_priority: number;
  pin_short_name: string | null;
  allow_create_directory: number;
  allow_upload_documents: number;
  /** MetadataItem[] as JSON. */
  metadata: string;
  created_at: string;
  updated_at: string;
}

export interface SkeletonDatabase {
  skeletons: SkeletonTable;
  skeleton_entities: SkeletonEntityTable;
}
