import type { Document } from '../../../codegen/model/document';
import {
  TEST_DIRECTORY_ID,
  TEST_DOCUMENT_ID,
  testDocument as sharedTestDocument,
  testVersion,
} from '../../shared/documents/documents.test-data';

export const DIRECTORY_ID = TEST_DIRECTORY_ID;
export const DOCUMENT_ID = TEST_DOCUMENT_ID;
export { testVersion };

/** The mock's «АР-01 План 1 этажа.pdf» as the versions screen sees it: head 2, active 1, inactive 0, no draft. */
export function testDocument(fields: Partial<Document> = {}): Document {
  return sharedTestDocument({
    versions: [testVersion(1), testVersion(0, { isActive: false, createdAt: '2026-10-02T08:10:00Z' })],
    ...fields,
  });
}
