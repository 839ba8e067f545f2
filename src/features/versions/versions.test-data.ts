import type { Document } from '../../../codegen/model/document';
import type { Version } from '../../../codegen/model/version';

export const DIRECTORY_ID = 'a1000000-0000-4000-8000-000000000004';
export const DOCUMENT_ID = 'b2000000-0000-4000-8000-000000000001';

/** A version of the plan document; `index` 0 is «Версия 1». */
export function testVersion(index: number, fields: Partial<Version> = {}): Version {
  return {
    index,
    masterIndex: index - 1,
    isActive: true,
    downloadUri: `/v1/documents/${DOCUMENT_ID}/versions/${String(index)}/download`,
    documentId: DOCUMENT_ID,
    createdAt: '2026-11-21T16:02:00Z',
    updatedAt: '2026-11-21T16:02:00Z',
    metadata: { tanglVersionId: null, jobId: null, uploadState: null },
    document: {
      name: 'АР-01 План 1 этажа',
      fullName: 'АР-01 План 1 этажа.pdf',
      size: 4718592,
      type: 'application/pdf',
      extension: '.pdf',
      authorId: 'c3000000-0000-4000-8000-000000000002',
    },
    ...fields,
  };
}

/** The mock's «АР-01 План 1 этажа.pdf»: head 2, active 1, inactive 0, no draft. */
export function testDocument(fields: Partial<Document> = {}): Document {
  return {
    id: DOCUMENT_ID,
    name: 'АР-01 План 1 этажа.pdf',
    parentId: DIRECTORY_ID,
    depth: 3,
    ancestorIds: [DIRECTORY_ID],
    authorId: 'c3000000-0000-4000-8000-000000000002',
    version: testVersion(2),
    versions: [testVersion(1), testVersion(0, { isActive: false, createdAt: '2026-10-02T08:10:00Z' })],
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
