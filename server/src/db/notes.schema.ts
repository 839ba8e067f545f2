/**
 * Remarks, their comments and related documents, in the portable shapes of schema.ts: text ids and ISO timestamps,
 * 0/1 flags.
 */
export interface NoteTable {
  id: string;
  document_id: string;
  /** Order of the remarks of one document, from 0 in the order they were added (one request adds several at once). */
  position: number;
  text: string;
  is_done: number;
  author_id: string;
  created_at: string;
  updated_at: string;
}

export interface NoteCommentTable {
  id: string;
  note_id: string;
  /** Order of the comments of one remark, from 0. */
  position: number;
  /** Multi-line. */
  text: string;
  author_id: string;
  created_at: string;
}

/** A relation from a document to another: the second is listed among the first's related documents. */
export interface RelatedDocumentTable {
  document_id: string;
  related_id: string;
  /** Order of the relations of one document, from 0; the list shows the newest first. */
  position: number;
  created_by: string;
  created_at: string;
}

export interface NotesDatabase {
  notes: NoteTable;
  note_comments: NoteCommentTable;
  related_documents: RelatedDocumentTable;
}
