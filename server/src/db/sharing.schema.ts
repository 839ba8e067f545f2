/**
 * Shared links and download acceptances, in the portable shapes of schema.ts: text ids and ISO timestamps, 0/1 flags.
 */
export interface SharedLinkTable {
  id: string;
  /** SHA-256 (hex) of the link's token: the token itself is never stored, so the table gives no link away. */
  token_hash: string;
  /** 'document': one document's file; 'items': a zip of the chosen documents and directories. */
  kind: string;
  /** The zip's name of an 'items' link; null for a document's link. */
  name: string | null;
  created_by: string;
  created_at: string;
  /** Null for a persistent link. */
  expires_at: string | null;
}

/** One chosen document or directory of a link: exactly one of the two ids is set. */
export interface SharedLinkItemTable {
  link_id: string;
  /** The order the items were chosen in. */
  position: number;
  document_id: string | null;
  directory_id: string | null;
}

/** That an account accepted a download requirement, as its text read then. */
export interface DownloadAcceptanceTable {
  account_id: string;
  requirement_id: string;
  /** SHA-256 (hex) of the accepted text: a changed text must be accepted again. */
  text_sha256: string;
  accepted_at: string;
}

export interface SharingDatabase {
  shared_links: SharedLinkTable;
  shared_link_items: SharedLinkItemTable;
  download_acceptances: DownloadAcceptanceTable;
}
