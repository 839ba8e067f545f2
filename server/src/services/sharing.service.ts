import { randomUUID } from 'node:crypto';
import type { Configuration } from '../../../codegen/model/configuration';
import type { DownloadRequirementSetting } from '../config';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { SharedLink } from '../../../codegen/model/sharedLink';
import type { ShareDocumentRequest } from '../../../codegen/model/shareDocumentRequest';
import type { ShareMultipleRequest } from '../../../codegen/model/shareMultipleRequest';
import type { Db } from '../db/database';
import type { DirectoryRecord } from '../mappers/directory.mapper';
import { canDownloadDocument, downloadRefused, isDownloadableFile } from '../policies/documents.policy';
import { ensureCanShare } from '../policies/downloads.policy';
import { HttpProblem, notFound, validationFailed } from '../problem';
import type { HeadFile } from '../repositories/directory-contents.repository';
import { findLiveDirectories } from '../repositories/directories.repository';
import {
  findSharedLink,
  insertSharedLink,
  type SharedItem,
  type SharedLinkRecord,
} from '../repositories/shared-links.repository';
import type { BlobStorage } from '../storage/blob-storage';
import { safeEntryName } from './archive-names';
import { liveHeadFiles, planSelectionArchive } from './archive-plan';
import type { DocumentContext } from './document-context';
import { openVersionFile, type VersionDownload } from './document-versions.service';
import { linkTokenHash, newLinkToken } from './shared-link-token';
import { ensureRequirementsAccepted } from './download-access.service';
import { directoryDownloadRefused, recordArchiveDownloads } from './directory-download.service';
import { liveDirectoryOrNotFound, seen } from './directory-views.service';
import { accessOfStoredAccount } from './access.service';
import { canSee } from '../policies/access.policy';
import { canShareAndDownload } from '../policies/roles.policy';
import { directoryChains } from '../repositories/access.repository';
import { storedName } from './name-rules';
import { zipArchive, type ZipStream } from './zip-archive';

/** A temporary link works 7 days from its creation (explorer.md §2 Share, §9). */
export const SHARED_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** What creating a link acts with: the account's context, the server's time and the address links are built on. */
export interface SharingContext extends DocumentContext {
  now: Date;
  publicUrl: string;
}

/** What opening a link acts with: no account, as the link needs no sign-in. */
export interface SharedLinkContext {
  db: Db;
  blobs: BlobStorage;
  viewers: Configuration;
  /** The download requirements in force now: the link's creator must have accepted them. */
  requirements: readonly DownloadRequirementSetting[];
  now: Date;
}

/** What a link gives: one document's file, or a zip of a selection. */
export type SharedDownload =
  { kind: 'file'; download: VersionDownload } | { kind: 'zip'; fileName: string; zip: ZipStream };

const linkNotFound = () => notFound('The link was not found or has nothing to download any more.');

/** The documents' head versions, each visible (404 otherwise) and one the account may give away (403 otherwise). */
async function shareableFiles(context: SharingContext, documentIds: readonly string[]): Promise<HeadFile[]> {
  const files = await liveHeadFiles(context.db, documentIds);
  if (files.length !== documentIds.length) throw notFound('The document was not found or was deleted.');
  for (const { head } of files)
    if (!canDownloadDocument(context.account, head, context.viewers)) throw downloadRefused();
  return files;
}

/** Stores a link for the items and answers its address; the token leaves the server only in this answer. */
async function createLink(
  context: SharingContext,
  link: { kind: SharedLinkRecord['kind']; name: string | null; persistent: boolean },
  items: readonly SharedItem[],
): Promise<SharedLink> {
  const { token, tokenHash } = newLinkToken();
  const id = randomUUID();
  const expiresAt = link.persistent ? null : new Date(context.now.getTime() + SHARED_LINK_LIFETIME_MS).toISOString();
  await context.db.transaction().execute((trx) =>
    insertSharedLink(
      trx,
      {
        id,
        tokenHash,
        kind: link.kind,
        name: link.name,
        createdBy: context.account.id,
        createdAt: context.now.toISOString(),
        expiresAt,
      },
      items,
    ),
  );
  return { uri: `${context.publicUrl}/v1/shared/${token}`, expiresAt, id };
}

/**
 * A link to one document (POST /shared-documents), 7 days or persistent: staff, administrators and developers only
 * (403 ForbiddenResourceFailed), for a document they may download themselves, requirements accepted included (403
 * YouAreNotAllowedToDownloadDocument).
 */
export async function shareDocument(context: SharingContext, request: ShareDocumentRequest): Promise<SharedLink> {
  ensureCanShare(context.account);
  await shareableFiles(context, [request.documentId]);
  await ensureRequirementsAccepted(context.db, context.account, context.requirements, downloadRefused);
  return createLink(context, { kind: 'document', name: null, persistent: request.persistent ?? false }, [
    { documentId: request.documentId },
  ]);
}

/**
 * A 7-day link to a zip of documents and directories (POST /shared-documents/multiple) under the trimmed name: the
 * same rules for every document, and for directories those of a directory download; ids chosen twice count once.
 */
export async function shareMultiple(context: SharingContext, request: ShareMultipleRequest): Promise<SharedLink> {
  ensureCanShare(context.account);
  const name = storedName(request.name, 'body.name', 'The request is not valid.');
  const documentIds = [...new Set(request.documents)];
  const directoryIds = [...new Set(request.directories)];
  if (name === '') throw validationFailed('The request is not valid.', [{ field: 'body.name', message: 'is blank' }]);
  if (documentIds.length + directoryIds.length === 0)
    throw validationFailed('The request is not valid.', [
      { field: 'body', message: 'must choose at least one document or directory' },
    ]);
  await shareableFiles(context, documentIds);
  for (const id of directoryIds) await liveDirectoryOrNotFound(context.db, id);
  await ensureRequirementsAccepted(context.db, context.account, context.requirements, () =>
    documentIds.length > 0 ? downloadRefused() : directoryDownloadRefused(),
  );
  return createLink(context, { kind: 'items', name, persistent: false }, [
    ...directoryIds.map((directoryId) => ({ directoryId })),
    ...documentIds.map((documentId) => ({ documentId })),
  ]);
}

/**
 * Opens a link without sign-in (GET /shared/{token}): an unknown token answers 404 NotFound, an expired link 410
 * ExpiredReference. What it gives is read now: a document's present head version (ranges honoured), or the zip of
 * the items still visible; a link whose items are all gone, or hold no file to give, answers 404. Each download from
 * the start is recorded as event 10 for the link's creator, who gave the file away.
 */
export async function openSharedLink(
  context: SharedLinkContext,
  token: string,
  options: { rangeHeader: string | undefined; headOnly: boolean },
): Promise<SharedDownload> {
  const found = await findSharedLink(context.db, linkTokenHash(token));
  if (!found) throw linkNotFound();
  const { link, items } = found;
  if (link.expiresAt !== null && Date.parse(link.expiresAt) <= context.now.getTime())
    throw new HttpProblem(410, ProblemCode.ExpiredReference, 'The link has expired.');
  const details = { sharedLinkId: link.id };
  // The link gives only what its creator may still see and download now (docs/access-control.md).
  const creator = await accessOfStoredAccount(context.db, link.createdBy);
  if (!canShareAndDownload(creator.account)) throw linkNotFound();
  // Terms configured after the link was made bind it too: it serves again once its creator has accepted them.
  await ensureRequirementsAccepted(context.db, creator.account, context.requirements, () =>
    link.kind === 'document' ? downloadRefused() : directoryDownloadRefused(),
  );
  const documentIds = items.flatMap((item) => item.documentId ?? []);
  const live = await liveHeadFiles(context.db, documentIds);
  const places = await directoryChains(context.db, [...new Set(live.map((file) => file.parentId))]);
  const files = live.filter(
    ({ head, parentId }) =>
      isDownloadableFile(head, context.viewers) && canSee(creator.facts, places.get(parentId) ?? [parentId]),
  );

  if (link.kind === 'document') {
    const [file] = files;
    if (!file) throw linkNotFound();
    const record = options.headOnly ? undefined : { accountId: link.createdBy, details };
    const download = await openVersionFile(
      context,
      { version: file.head, directoryId: file.parentId },
      options.rangeHeader,
      record,
    );
    return { kind: 'file', download };
  }

  const directories = seen(creator.facts, await chosenDirectories(context.db, items));
  const plan = await planSelectionArchive(context.db, creator.facts, context.viewers, directories, files);
  if (plan.files.length === 0) throw linkNotFound();
  const fileName = `${safeEntryName(link.name ?? '')}.zip`;
  if (!options.headOnly)
    await recordArchiveDownloads(context, plan.files, link.createdBy, { archive: fileName, ...details });
  return { kind: 'zip', fileName, zip: zipArchive(plan.entries, context.blobs) };
}

/** The link's directories still visible, in the order chosen. */
async function chosenDirectories(db: Db, items: readonly SharedItem[]): Promise<DirectoryRecord[]> {
  const ids = items.flatMap((item) => item.directoryId ?? []);
  const live = new Map((await findLiveDirectories(db, ids)).map((directory) => [directory.id, directory]));
  return ids.flatMap((id) => live.get(id) ?? []);
}
