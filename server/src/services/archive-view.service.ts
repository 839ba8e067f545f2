import { pipeline, Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { ArchiveDirectory } from '../../../codegen/model/archiveDirectory';
import { EventType } from '../../../codegen/model/eventType';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { ArchiveViewLimits } from '../config';
import type { VersionRecord } from '../mappers/document.mapper';
import {
  canDownloadDocument,
  canViewDocument,
  downloadRefused,
  isArchiveFile,
  viewRefused,
} from '../policies/documents.policy';
import { HttpProblem, incorrectParam, notFound } from '../problem';
import { recordEvent } from '../repositories/events.repository';
import { ArchiveReadError, listArchive, unpackEntry, type NameCharset } from './archive-tool';
import { hasForeignNames, parseListing, type ListedEntry } from './archive-listing';
import {
  archiveIndex,
  requestedSegments,
  type ArchiveIndex,
  type DecodedEntry,
  type IndexedFile,
} from './archive-tree';
import type { DocumentContext } from './document-context';
import { liveDocument } from './documents.service';
import { resolveVersion } from './document-versions.service';
import { ensureRequirementsAccepted } from './download-access.service';

/**
 * The archive browser (platform.md §2.9; docs/viewers.md): an archive version's listing, and one of its files. Listing
 * is a view, unpacking a file a download; both read the archive from its blob with bsdtar, or with zlib for a bare
 * .gz, which bsdtar does not take.
 */
export interface ArchiveContext extends DocumentContext {
  limits: ArchiveViewLimits;
}

/** How an archive was read, so that its files are unpacked the same way. */
interface Listing {
  reader: { kind: 'bsdtar'; charset: NameCharset } | { kind: 'gzip' };
  index: ArchiveIndex;
}

const archiveDamaged = (detail: string) => new HttpProblem(422, ProblemCode.ArchiveDamaged, detail);
const archiveVeryLarge = (detail: string) => new HttpProblem(413, ProblemCode.ArchiveVeryLarge, detail);
const fileNotFound = () => notFound('The file was not found in the archive.');

/** The ratio limit applies above this: a small archive of a highly compressible file harms nobody. */
const RATIO_FLOOR_BYTES = 64 * 1024 ** 2;

/** Why the archive is too large to open, or undefined when it is within the limits. */
export function archiveOverLimits(
  index: Pick<ArchiveIndex, 'entryCount' | 'declaredBytes'>,
  archiveBytes: number,
  limits: ArchiveViewLimits,
): string | undefined {
  const { entryCount, declaredBytes } = index;
  const prefix = 'The archive is too large to open:';
  if (entryCount > limits.maxEntries)
    return `${prefix} ${String(entryCount)} entries, more than the limit of ${String(limits.maxEntries)}.`;
  if (declaredBytes > limits.maxBytes)
    return `${prefix} its files declare ${String(declaredBytes)} bytes, more than the limit of ${String(limits.maxBytes)}.`;
  const ratio = declaredBytes / Math.max(archiveBytes, 1);
  if (declaredBytes > RATIO_FLOOR_BYTES && ratio > limits.maxRatio)
    return `${prefix} its files declare ${String(declaredBytes)} bytes in ${String(archiveBytes)}, more than ${String(limits.maxRatio)} times its size.`;
  return undefined;
}

const cp866 = new TextDecoder('ibm866');

function decoded(entries: readonly ListedEntry[]): DecodedEntry[] {
  return entries.map(({ kind, name, bytes, size }) => ({
    kind,
    name: name ?? cp866.decode(bytes),
    entryName: name,
    size,
  }));
}

/** The one file of a bare .gz: the archive's name without `.gz`, its size as the gzip trailer declares it. */
async function gzipEntry(context: ArchiveContext, version: VersionRecord, documentName: string): Promise<DecodedEntry> {
  const head = await readBytes(context, version.blobKey, 0, 1);
  if (version.size < 18 || head[0] !== 0x1f || head[1] !== 0x8b) throw archiveDamaged('The file is not an archive.');
  const trailer = await readBytes(context, version.blobKey, version.size - 4, version.size - 1);
  const name = documentName.replace(/\.gz$/i, '') || documentName;
  return { kind: 'file', name, entryName: name, size: trailer.readUInt32LE(0) };
}

async function readBytes(context: ArchiveContext, key: string, start: number, end: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await context.blobs.read(key, { start, end })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readListing(context: ArchiveContext, version: VersionRecord, documentName: string): Promise<Listing> {
  const file = await context.blobs.localFile(version.blobKey);
  const toolLimits = { timeoutMs: context.limits.listTimeoutMs, maxBytes: (context.limits.maxEntries + 1) * 4096 };
  try {
    let charset: NameCharset = 'UTF-8';
    let entries = parseListing(await listArchive(file.path, charset, toolLimits));
    // Names that are not UTF-8 come from DOS and older Windows tools, which wrote Cyrillic names in CP866.
    if (hasForeignNames(entries)) {
      charset = 'CP866';
      entries = parseListing(await listArchive(file.path, charset, toolLimits));
    }
    return { reader: { kind: 'bsdtar', charset }, index: archiveIndex(documentName, decoded(entries)) };
  } catch (error) {
    if (error instanceof ArchiveReadError && error.failure === 'unrecognized' && version.extension === '.gz')
      return {
        reader: { kind: 'gzip' },
        index: archiveIndex(documentName, [await gzipEntry(context, version, documentName)]),
      };
    throw refusalOf(error);
  } finally {
    await file.release();
  }
}

function refusalOf(error: unknown): unknown {
  if (!(error instanceof ArchiveReadError)) return error;
  if (error.failure === 'timeout' || error.failure === 'too-long')
    return archiveVeryLarge(`The archive is too large to open: ${error.message}`);
  return archiveDamaged('The archive is damaged or in a form the server cannot read.');
}

/** Listings by blob and name: a version's file never changes, and listing a tar.gz reads all of it. */
const listings = new Map<string, Promise<Listing>>();
const LISTINGS_KEPT = 32;

function listingOf(context: ArchiveContext, version: VersionRecord, documentName: string): Promise<Listing> {
  const key = `${version.blobKey}\n${documentName}`;
  let listing = listings.get(key);
  if (listing) listings.delete(key);
  else {
    listing = readListing(context, version, documentName);
    listing.catch(() => listings.delete(key));
  }
  listings.set(key, listing);
  for (const oldest of listings.keys()) {
    if (listings.size <= LISTINGS_KEPT) break;
    listings.delete(oldest);
  }
  return listing;
}

async function openListing(context: ArchiveContext, version: VersionRecord, documentName: string): Promise<Listing> {
  const listing = await listingOf(context, version, documentName);
  const overLimits = archiveOverLimits(listing.index, version.size, context.limits);
  if (overLimits) throw archiveVeryLarge(overLimits);
  return listing;
}

async function archiveVersion(context: ArchiveContext, documentId: string, index: number) {
  const { document, parent } = await liveDocument(context.db, documentId);
  const version = await resolveVersion(context.db, document, index);
  return { document, parent, version };
}

/** GET /unpack/{id}/versions/{index}: the archive's tree, for every account that may view the document. */
export async function archiveContent(
  context: ArchiveContext,
  documentId: string,
  index: number,
): Promise<ArchiveDirectory> {
  const { document, version } = await archiveVersion(context, documentId, index);
  if (!canViewDocument(version, context.viewers) || !isArchiveFile(version, context.viewers)) throw viewRefused();
  await ensureRequirementsAccepted(context.db, context.account, context.requirements, viewRefused);
  return (await openListing(context, version, document.name)).index.root;
}

/** One file of an archive, ready to send. */
export interface ArchiveEntryDownload {
  fileName: string;
  /** Its length, when the archive declares it reliably (not for a bare .gz, whose trailer counts modulo 4 GiB). */
  size: number | undefined;
  stream: Readable;
}

/**
 * A stream that fails past `limit` bytes and, when `exact`, also short of it: an archive that declares its entry's
 * length never sends another (the answer carries that length); a bare .gz, which declares none reliably, is only
 * capped.
 */
function lengthGuard(limit: number, exact: boolean): Transform {
  let passed = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      passed += chunk.length;
      callback(passed > limit ? new Error(`More than ${String(limit)} bytes were unpacked.`) : null, chunk);
    },
    flush(callback) {
      callback(exact && passed !== limit ? new Error('The entry is shorter than the archive declares.') : null);
    },
  });
}

/** A pipeline's errors reach whoever reads its last stream (the reply), which destroys it; nothing else to do. */
const ignoreEnd = () => undefined;

async function unpack(context: ArchiveContext, version: VersionRecord, listing: Listing, file: IndexedFile) {
  if (listing.reader.kind === 'gzip') {
    const source = await context.blobs.read(version.blobKey);
    return pipeline(source, createGunzip(), lengthGuard(context.limits.maxBytes, false), ignoreEnd);
  }
  if (file.entryName === undefined) throw archiveDamaged("The file's name in the archive cannot be read.");
  const local = await context.blobs.localFile(version.blobKey);
  try {
    const stream = await unpackEntry(local.path, file.entryName, listing.reader.charset);
    stream.on('close', () => void local.release());
    return pipeline(stream, lengthGuard(file.size, true), ignoreEnd);
  } catch (error) {
    await local.release();
    throw refusalOf(error);
  }
}

/**
 * GET /archives/{documentId}/versions/{versionIndex}/download: one file, named by its path in the listing. It gives
 * a file away, so it needs the download right and the accepted requirements, and is recorded as a download.
 */
export async function openArchiveEntry(
  context: ArchiveContext,
  documentId: string,
  index: number,
  filePath: string,
): Promise<ArchiveEntryDownload> {
  const segments = requestedSegments(filePath);
  if (!segments) throw incorrectParam("The file path must name a file inside the archive, without '..'.");
  const { document, parent, version } = await archiveVersion(context, documentId, index);
  if (!canDownloadDocument(context.account, version, context.viewers)) throw downloadRefused();
  if (!isArchiveFile(version, context.viewers)) throw fileNotFound();
  await ensureRequirementsAccepted(context.db, context.account, context.requirements, downloadRefused);
  const listing = await openListing(context, version, document.name);
  const file = listing.index.files.get(segments.join('/'));
  if (!file) throw fileNotFound();
  const stream = await unpack(context, version, listing, file);
  try {
    await recordEvent(context.db, {
      type: EventType.DownloadDocument,
      accountId: context.account.id,
      directoryId: parent.id,
      documentId: version.documentId,
      details: { name: version.name, index: version.index, filePath: segments.join('/') },
    });
  } catch (error) {
    stream.destroy();
    throw error;
  }
  return { fileName: file.name, size: listing.reader.kind === 'gzip' ? undefined : file.size, stream };
}
