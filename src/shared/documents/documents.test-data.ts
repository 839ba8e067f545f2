import type { Document } from '../../../codegen/model/document';
import type { Note } from '../../../codegen/model/note';
import type { NoteComment } from '../../../codegen/model/noteComment';
import type { Version } from '../../../codegen/model/version';

export const TEST_DIRECTORY_ID = 'a1000000-0000-4000-8000-000000000004';
export const TEST_DOCUMENT_ID = 'b2000000-0000-4000-8000-000000000001';
export const TEST_AUTHOR_ID = 'c3000000-0000-4000-8000-000000000002';
export const TEST_REVIEWER_ID = 'c3000000-0000-4000-8000-000000000001';

/** A version of the plan document «АР-01 План 1 этажа.pdf»; `file` overrides fields of its file part. */
export function testVersion(
  index: number,
  fields: Partial<Version> = {},
  file: Partial<Version['document']> = {},
  documentId: string = TEST_DOCUMENT_ID,
): Version {
  return {
    index,
    masterIndex: index - 1,
    isActive: true,
    downloadUri: `/v1/documents/${documentId}/versions/${String(index)}/download`,
    documentId,
    createdAt: '2026-11-21T16:02:00Z',
    updatedAt: '2026-11-21T16:02:00Z',
    metadata: { tanglVersionId: null, jobId: null, uploadState: null },
    document: {
      name: 'АР-01 План 1 этажа',
      fullName: 'АР-01 План 1 этажа.pdf',
      size: 4718592,
      type: 'application/pdf',
      extension: '.pdf',
      authorId: TEST_AUTHOR_ID,
      ...file,
    },
    ...fields,
  };
}

export function testComment(id: string, text: string, fields: Partial<NoteComment> = {}): NoteComment {
  return { id, text, autorId: TEST_AUTHOR_ID, createdAt: '2026-11-22T09:50:00Z', ...fields };
}

export function testNote(id: string, text: string, fields: Partial<Note> = {}): Note {
  return {
    id,
    text,
    isDone: false,
    autorId: TEST_REVIEWER_ID,
    createdAt: '2026-11-21T17:10:00Z',
    comments: [],
    ...fields,
  };
}

/** The plan document: head version 2, older versions 1 and 0, no remarks, in production, neither blocked nor agreed. */
export function testDocument(fields: Partial<Document> = {}): Document {
  return {
    id: TEST_DOCUMENT_ID,
    name: 'АР-01 План 1 этажа.pdf',
    parentId: TEST_DIRECTORY_ID,
    depth: 3,
    ancestorIds: [TEST_DIRECTORY_ID],
    authorId: TEST_AUTHOR_ID,
    version: testVersion(2),
    versions: [testVersion(1), testVersion(0)],
    comments: [],
    status: 4,
    disabled: false,
    agreed: false,
    deletedAt: null,
    metadata: [],
    createdAt: '2026-10-02T08:10:00Z',
    updatedAt: '2026-11-21T16:02:00Z',
    ...fields,
  };
}

/** Another document, e.g. a related one, named `fullName` (its extension taken from the name). */
export function otherDocument(id: string, fullName: string, fields: Partial<Document> = {}): Document {
  const dot = fullName.lastIndexOf('.');
  const extension = dot >= 0 ? fullName.slice(dot).toLowerCase() : '';
  const name = dot >= 0 ? fullName.slice(0, dot) : fullName;
  return testDocument({
    id,
    name: fullName,
    version: testVersion(0, {}, { name, fullName, extension }, id),
    versions: [],
    ...fields,
  });
}
