import type { FastifyRequest } from 'fastify';
import type { DirectoryRecord } from '../mappers/directory.mapper';
import type { ListedDocument } from '../services/document-listings';
import { liveDirectory } from '../services/directory-views.service';
import { pathIdIfGiven } from './directories.handlers';

/** A document as the kept listing of its directory holds it, with that directory. */
export interface DocumentFromListing {
  directory: DirectoryRecord;
  document: ListedDocument;
}

const found = new WeakMap<FastifyRequest, { id: string; answer: Promise<DocumentFromListing | undefined> }>();

/**
 * The directory whose kept listing holds the path's document, as far as this process knows: the access stamp's
 * statement reads its contents stamp too (bearer-authentication.ts), so that the document's GET may answer from it.
 */
export function holderOfPathDocument(request: FastifyRequest): string | undefined {
  const id = pathIdIfGiven(request);
  return id === undefined ? undefined : request.server.documentListings.holderOf(id.toLowerCase());
}

/**
 * The document as the kept listing of its directory holds it, when that listing was current at the request's start:
 * the directory live where the listing was built (through the request's shared reads, db/stamped-reads.ts), and its
 * contents stamp, read with the access stamp, the listing's own. The stamp counts every change of the directory's
 * documents, their versions and remarks, a document moved away or deleted among them (migration 0018), so the listing
 * answers as a read of the database would. Undefined otherwise: the document is then read from the database. Asked
 * by the access gate and by the handler, it is found once per request.
 */
export function documentFromListing(request: FastifyRequest, id: string): Promise<DocumentFromListing | undefined> {
  const before = found.get(request);
  if (before?.id === id) return before.answer;
  const answer = find(request, id);
  found.set(request, { id, answer });
  return answer;
}

async function find(request: FastifyRequest, id: string): Promise<DocumentFromListing | undefined> {
  const read = request.contentsStampRead;
  if (read?.stamp === undefined) return undefined;
  const { db, documentListings } = request.server;
  const directory = await liveDirectory(db, read.directoryId, request.account);
  if (!directory) return undefined;
  const document = documentListings.current({ ...directory, contentsStamp: read.stamp })?.find(id);
  return document && { directory, document };
}
