import type { ByteRange } from '../storage/blob-storage';

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
