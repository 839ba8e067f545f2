import type { Generated } from 'kysely';
import type { DocumentsDatabase } from './documents.schema';
import type { ListenersDatabase } from './listeners.schema';
import type { SecurityGroupsDatabase } from './security-groups.schema';
import type { SharingDatabase } from './sharing.schema';
import type { SignInDatabase } from './sign-in.schema';
import type { SkeletonDatabase } from './skeleton.schema';
import type { NotesDatabase } from './notes.schema';
import type { NotificationsDatabase } from './notifications.schema';
import type { ModelsDatabase } from './models.schema';
import type { OfficeDatabase } from './office.schema';
import type { RenditionsDatabase } from './renditions.schema';

/**
 * The tables, as Kysely sees them. Both databases store the same portable shapes: ids and timestamps as text (UUIDs,
 * ISO 8601 in UTC, which sort as text), flags as 0/1 integers and JSON as text, so that one set of queries serves
 * SQLite and PostgreSQL alike.
 */
export interface AccountTable {
  id: string;
  display_name: string;
  email: string | null;
  roles: string;
  /** 0 Limited, 1 Enabled, 2 Disabled (platform.md §3). */
  status: Generated<number>;
  company: string | null;
  department: string | null;
  title: string | null;
  location: string | null;
  mobile: string | null;
  phone: string | null;
  disable_email_notifications: Generated<number>;
  updated_at: string;
}

export interface DirectoryTable {
  id: string;
  name: string;
  /** The name folded for comparison (NFC, lower case): siblings are unique on it. */
  name_key: string;
  parent_id: string | null;
  skeleton_entity_id: string | null;
  metadata: string;
  allow_upload_documents: number;
  allow_create_directory: number;
  depth: number;
  /** Ids of the ancestors from the top down, as JSON: a subtree is found without recursive queries. */
  ancestor_ids: string;
  created_at: string;
  updated_at: string;
  /** Set on the top of a deleted subtree only; its descendants are hidden through their ancestor. */
  deleted_at: string | null;
  deleted_by: string | null;
  /**
   * Changes of the directory's documents, their versions, remarks and comments, counted by the database's triggers
   * (migration 0018): never written by the server.
   */
  contents_stamp: Generated<number>;
}

export interface PinTable {
  account_id: string;
  directory_id: string;
  /** 1 pinned, 0 unpinned: the row stays on unpinning so that priority and short name are kept. */
  pinned: number;
  priority: number;
  short_name: string | null;
}

export interface EventTable {
  id: string;
  type: number;
  account_id: string;
  directory_id: string | null;
  document_id: string | null;
  details: string;
  created_at: string;
  /** When a server process matched the event against the subscriptions; null until then (0014). */
  dispatched_at: string | null;
}

/**
 * Counts of committed changes kept by the database's triggers (migration 0019): the row `access` moves with every
 * change of what decides who sees what. Never written by the server.
 */
export interface ChangeStampTable {
  name: string;
  /** A bigint: PostgreSQL's driver reads it as a string. */
  stamp: number | string;
}

export interface Database
  extends
    DocumentsDatabase,
    ListenersDatabase,
    NotesDatabase,
    ModelsDatabase,
    NotificationsDatabase,
    OfficeDatabase,
    RenditionsDatabase,
    SharingDatabase,
    SecurityGroupsDatabase,
    SkeletonDatabase,
    SignInDatabase {
  accounts: AccountTable;
  directories: DirectoryTable;
  pins: PinTable;
  events: EventTable;
  change_stamps: ChangeStampTable;
}
