import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { BlobStorage } from '../storage/blob-storage';
import type { ArchiveEntry } from './archive-plan';

/** A zip being written, and its length when it is known in advance. */
export interface ZipStream {
  stream: Readable;
  size: number | undefined;
}

/**
 * Writes the zip of a plan as it is read, never whole in memory: yazl asks for each file's blob only when the zip
 * reaches it, so blobs are read one after another and the response's pace holds the reading back. Files are stored
 * without compression: drawings, models, PDFs and images are compressed already, the server's CPU is spared, and with
 * every size known the zip's length is known before it starts (Content-Length, so that a cut-off download shows).
 * Sizes past 4 GiB and more than 65535 entries take the zip64 format on their own. A blob that cannot be read ends the
 * stream with its error, which cuts the response short; a response cut short by the client closes the blob being read.
 */
export function zipArchive(entries: readonly ArchiveEntry[], blobs: BlobStorage): ZipStream {
  const zip = new yazl.ZipFile();
  const stream = zip.outputStream;
  // yazl's output is a PassThrough, which its types call a plain NodeJS.ReadableStream.
  if (!(stream instanceof Readable)) throw new Error('yazl gave no readable stream.');
  const fail = (error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error)));
  let reading: Readable | undefined;
  stream.on('close', () => reading?.destroy());
  zip.on('error', fail);
  for (const entry of entries) {
    if (entry.kind === 'folder') {
      zip.addEmptyDirectory(entry.path, { mtime: entry.mtime });
      continue;
    }
    const { version } = entry;
    zip.addReadStreamLazy(
      entry.path,
      { size: version.size, compress: false, mtime: new Date(version.updatedAt) },
      (callback) => {
        blobs.read(version.blobKey).then((blob) => {
          if (stream.destroyed) {
            blob.destroy();
            return;
          }
          reading = blob;
          // yazl does not listen for errors of the streams it is given.
          blob.on('error', fail);
          callback(null, blob);
        }, fail);
      },
    );
  }
  let size: number | undefined;
  // @types/yazl leaves out the callback's argument: the total size, or -1 when it cannot be told in advance (it always
  // can for stored files of known size).
  zip.end(undefined, (...args: unknown[]) => {
    const [total] = args;
    if (typeof total === 'number' && total >= 0) size = total;
  });
  return { stream, size };
}
