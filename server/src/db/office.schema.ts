/**
 * The office editor's state (docs/office-editing.md, openapi/wopi-host.md), in the portable shapes of schema.ts. It
 * lives in the database rather than in a process's memory, so that every server process over one PostgreSQL sees the
 * same sessions, editors and locks.
 */
export interface OfficeSessionTable {
  id: string;
  document_id: string;
  account_id: string;
  /** The file the editor opens: -2 the draft (an edit session, or a read-only look at the draft), else a version. */
  version_index: number;
  /** 1 when the session may write (an edit session); writing is still checked against the rights on each call. */
  can_edit: number;
  /** SHA-256 (hex) of the WOPI access token: the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  created_at: string;
}

/** A hub connection with an edit or view session on a document (openapi/office-hub.md). */
export interface OfficePresenceTable {
  connection_id: string;
  document_id: string;
  account_id: string;
  /** 1 for StartEditSession: the account is listed among the document's editing users. */
  editing: number;
  /** Refreshed while the connection lives, so that a crashed process's connections fall out of the lists. */
  seen_at: string;
}

/** The WOPI lock of a file id (a document's draft); an expired row is no lock. */
export interface WopiLockTable {
  file_id: string;
  lock_value: string;
  expires_at: string;
}

export interface OfficeDatabase {
  office_sessions: OfficeSessionTable;
  office_presence: OfficePresenceTable;
  wopi_locks: WopiLockTable;
}
