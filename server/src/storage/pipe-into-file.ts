import { createWriteStream, type WriteStream } from 'node:fs';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { STREAM_BUFFER_BYTES } from './blob-storage';

/**
 * Pipes `source`, through `through` if given, into a new file at `path`. If that fails it rejects only once the file
 * is closed: a pipeline whose source failed early rejects while the file may still be opening, and a caller that
 * removed it then would see it created again behind its back and left over.
 */
export async function pipeIntoFile(
  source: Readable,
  path: string,
  { through, flush = false }: { through?: Transform; flush?: boolean } = {},
): Promise<void> {
  // 'wx': a file of that name is never overwritten. `flush` fsyncs the file before it is closed.
  const file = createWriteStream(path, { flags: 'wx', flush, highWaterMark: STREAM_BUFFER_BYTES });
  try {
    await (through ? pipeline(source, through, file) : pipeline(source, file));
  } catch (error) {
    await closed(file);
    throw error;
  }
}

const closed = (stream: WriteStream) =>
  new Promise<void>((resolve) => {
    if (stream.closed) resolve();
    else
      stream.once('close', () => {
        resolve();
      });
  });
