import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { STREAM_BUFFER_BYTES } from './blob-storage';

/**
 * A pass-through that counts and hashes the bytes of a blob on their way to storage: every storage answers a write
 * with the blob's size and SHA-256 without reading it again.
 */
export function measuringStream(): { stream: Transform; measured: () => { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    highWaterMark: STREAM_BUFFER_BYTES,
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return { stream, measured: () => ({ size, sha256: hash.digest('hex') }) };
}
