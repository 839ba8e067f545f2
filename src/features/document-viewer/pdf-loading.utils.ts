/** How much of the PDF one request asks for: pdf.js's own default chunk, so each of its reads is one request. */
export const PDF_CHUNK_SIZE = 65_536;

/** How long to wait before asking again when the server says nothing (no or an unreadable `Retry-After`). */
export const DEFAULT_RETRY_AFTER_MS = 2_000;

/** A server's `Retry-After` is honoured up to this: a longer wait would leave the page looking stuck. */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * The wait before asking again (RFC 9110 §10.2.3 `Retry-After`): a number of seconds, or an HTTP date measured from
 * `now`; anything else, or nothing, waits the default. Never less than a second, never more than a minute.
 */
export function retryDelayMs(header: unknown, now: number = Date.now()): number {
  const value = typeof header === 'string' ? header.trim() : typeof header === 'number' ? String(header) : '';
  let delay = DEFAULT_RETRY_AFTER_MS;
  if (/^\d+$/.test(value)) delay = Number(value) * 1_000;
  // An HTTP date names its month (and weekday) in letters; Date.parse alone would take «-3» for a year.
  else if (/[a-z]{3}/i.test(value) && !Number.isNaN(Date.parse(value))) delay = Date.parse(value) - now;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(1_000, delay));
}

/** The `Range` header of the bytes from `begin` up to, not including, `end` (pdf.js counts ends exclusively). */
export function rangeHeader(begin: number, end: number): string {
  return `bytes=${String(begin)}-${String(end - 1)}`;
}

export interface ContentRange {
  /** The first byte sent. */
  begin: number;
  /** The size of the whole file. */
  total: number;
}

/** Reads a 206 answer's `Content-Range: bytes 0-65535/184320`; undefined when it is missing or of another form. */
export function parseContentRange(header: unknown): ContentRange | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^bytes\s+(\d+)-(\d+)\/(\d+)$/i.exec(header.trim());
  if (!match) return undefined;
  const [begin, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return begin <= end && end < total ? { begin, total } : undefined;
}

/**
 * The part of an answer's bytes that covers `begin`…`end` (exclusive): the answer may start before the asked range (a
 * server that sends the whole file with 200 instead of the range) and may end sooner (the end of the file).
 */
export function sliceRange(bytes: Uint8Array, bytesBegin: number, begin: number, end: number): Uint8Array {
  if (bytesBegin === begin && bytes.byteLength <= end - begin) return bytes;
  return bytes.subarray(begin - bytesBegin, end - bytesBegin);
}
