import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

/**
 * A JSON answer at least this large goes as a gzip file to a client that asks for one (fetchDirectory, the contract):
 * Chromium hands a response body to the page at roughly 100 MB/s, in one task of its own after the last byte, and a
 * 10,000-item directory's 9.8 MB took 54–158 ms of it (bench:click), while the page decodes the 0.5 MB file in a few
 * milliseconds. Below this size the body's hand-over costs little and the usual Content-Encoding serves as well.
 */
export const GZIP_FILE_THRESHOLD_BYTES = 128 * 1024;

export const GZIP_FILE_TYPE = 'application/gzip';

/**
 * Whether `accept` names application/gzip itself with a q above 0: a wildcard (`*\/*`, `application/*`) does not count,
 * so that a client which did not ask for a file (curl, a backend team's test) gets JSON.
 */
export function namesGzipFile(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  return accept.split(',').some((range) => {
    const { type, parameters } = mediaRange(range);
    if (type !== GZIP_FILE_TYPE) return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/** One range of an Accept header, in lower case: its media type and its parameters (`q=…` among them). */
export function mediaRange(range: string): { type: string; parameters: string[] } {
  const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
  return { type, parameters };
}

const compress = promisify(gzip);

/** The file, made on the thread pool at level 1: a 9.8 MB answer takes tens of milliseconds that the event loop keeps. */
export function gzipFile(body: Buffer): Promise<Buffer> {
  return compress(body, { level: 1 });
}
