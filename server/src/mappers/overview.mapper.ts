import type { Document } from '../../../codegen/model/document';
import type { DocumentOverview } from '../../../codegen/model/documentOverview';
import { splitFileName, toVersion, type VersionRecord } from './document.mapper';

/**
 * The overview of one version of a document (platform.md §2.6): the document's name, whether the version is the
 * head («relevant»), the version's creation date and index, and the document's versions as the document lists them.
 */
export function toDocumentOverview(document: Document, version: VersionRecord): DocumentOverview {
  return {
    id: document.id,
    name: splitFileName(document.name).name,
    fullName: document.name,
    version: toVersion(version),
    versions: document.versions,
    ...(document.draft ? { draft: document.draft } : {}),
    relevant: version.index === document.version.index,
    createdAt: version.createdAt,
    versionIndex: version.index,
    parentId: document.parentId,
    ancestorIds: document.ancestorIds,
  };
}
