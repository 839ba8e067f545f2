import type { VersionRecord } from '../mappers/document.mapper';
import type { ByteRange } from '../storage/blob-storage';

/**
 * The name a version's file is downloaded under, in a zip too: the document's name, as the explorer lists it — the name
 * people know the document by, and rename — whatever the file was called when that version was uploaded («Plan-01.pdf»
 * for a version uploaded as «Plan-01-v2.pdf»; docs/server.md). When the document's name does not end with the file's
 * extension (renamed without it, or a version of another type), the extension is added, as written in the file's name,
 * so that the saved file still opens with its program.
 */
export function downloadFileName(documentName: string, version: Pick<VersionRecord, 'name' | 'extension'>): string {
  const { extension } = version;
  if (extension === '' || documentName.toLowerCase().endsWith(extension)) return documentName;
  return `${documentName}${version.name.slice(-extension.length)}`;
}

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The one byte range of a `Range` header (RFC 9110 §14.2) within a file of `size` bytes: `a-b`, `a-` or the suffix
 * `-n`, the end clipped to the file. Anything else — several ranges, a malformed header, a range outside the file —
 * gives undefined, and the whole file is sent with 200, as the contract chooses and RFC 9110 allows.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | undefined {
  const match = SINGLE_RANGE.exec(header?.trim() ?? '');
  if (!match || size === 0) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return undefined;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return undefined;
  return { start, end };
}

/**
 * `Content-Disposition` with the file name in RFC 5987/8187 form (`filename*=UTF-8''…`), which carries any Unicode
 * name: encodeURIComponent leaves `'()*` as they are, but they are not attr-chars, so they are encoded too.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename*=UTF-8''${encoded}`;
}
