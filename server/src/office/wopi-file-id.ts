import { SpecialVersionIndex } from '../../../codegen/model/specialVersionIndex';

const DRAFT_INDEX = SpecialVersionIndex.Draft;

/**
 * The WOPI file id of a document's version (openapi/wopi-host.md): the document's id for its draft, which all its
 * editors share (the editor joins them in one co-editing session by it), `{id}~{index}` for a published version.
 */
export function wopiFileId(documentId: string, versionIndex: number): string {
  return versionIndex === DRAFT_INDEX ? documentId : `${documentId}~${String(versionIndex)}`;
}

const FILE_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:~(0|[1-9][0-9]{0,9}))?$/i;

/** The document and version a file id names, or undefined for anything else. */
export function parseWopiFileId(fileId: string): { documentId: string; versionIndex: number } | undefined {
  const match = FILE_ID.exec(fileId);
  if (!match?.[1]) return undefined;
  return { documentId: match[1].toLowerCase(), versionIndex: match[2] === undefined ? DRAFT_INDEX : Number(match[2]) };
}
