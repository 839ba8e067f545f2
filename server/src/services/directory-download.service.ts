import type { DownloadableCheck } from '../../../codegen/model/downloadableCheck';
import type { DownloadRequirements } from '../../../codegen/model/downloadRequirements';
import { EventType } from '../../../codegen/model/eventType';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { ArchiveLimits } from '../config';
import { canDownloadDirectory, ensureCanDownloadDirectory } from '../policies/downloads.policy';
import { HttpProblem } from '../problem';
import { recordEvent } from '../repositories/events.repository';
import { accessOf } from './access.service';
import { archiveVerdict, planDirectoryArchive, type ArchiveFile, type ArchiveVerdict } from './archive-plan';
import type { DocumentContext } from './document-context';
import { checkDownloadAccess, ensureRequirementsAccepted, toDownloadRequirements } from './download-access.service';
import { liveDirectoryOrNotFound } from './directory-views.service';
import { zipArchive, type ZipStream } from './zip-archive';

/** What a directory download acts with: the documents' context and the largest zip the server makes. */
export interface DirectoryDownloadContext extends DocumentContext {
  limits: ArchiveLimits;
}

/**
 * The message the app shows as it is when a directory cannot be downloaded (explorer.md §4, §5): in Russian, the
 * product's language, worded as the contract's example and the app's own alerts.
 */
const MESSAGES: Readonly<Record<Exclude<ArchiveVerdict, 'ready'>, string>> = {
  noDocuments: 'В каталоге нет документов для скачивания',
  onlyDummies: 'Все документы каталога — пустые заглушки (размер 0 байт), скачивать нечего.',
  noneDownloadable: 'В каталоге нет документов, доступных для скачивания.',
  tooLarge: 'Каталог слишком велик, чтобы скачать его целиком: скачайте его по частям.',
};

export const directoryDownloadRefused = () =>
  new HttpProblem(
    403,
    ProblemCode.YouAreNotAllowedToDownloadDirectory,
    'You are not allowed to download this directory.',
  );

/** A zip without a file: the contract's 409 ArchiveEmpty. */
export const archiveEmpty = () =>
  new HttpProblem(409, ProblemCode.ArchiveEmpty, 'There are no downloadable documents here');

/**
 * Whether the visible subtree holds something to download (GET …/downloadable): not when it has no documents, only
 * dummies (size 0) or only files nobody may download, nor when its zip would pass the configured limits. The same plan
 * as the zip's, so that the check and the download never disagree.
 */
export async function directoryDownloadable(context: DirectoryDownloadContext, id: string): Promise<DownloadableCheck> {
  const directory = await liveDirectoryOrNotFound(context.db, id);
  const verdict = archiveVerdict(
    await planDirectoryArchive(
      context.db,
      await accessOf(context.db, context.account),
      context.viewers,
      directory,
      false,
    ),
    context.limits,
  );
  return verdict === 'ready'
    ? { downloadable: true, message: null }
    : { downloadable: false, message: MESSAGES[verdict] };
}

/** The access check of a directory (GET …/download-requirements): the role, then the requirements to accept. */
export async function directoryDownloadRequirements(
  context: DocumentContext,
  id: string,
): Promise<DownloadRequirements> {
  await liveDirectoryOrNotFound(context.db, id);
  const allowed = canDownloadDirectory(context.account);
  return toDownloadRequirements(await checkDownloadAccess(context.db, context.account, context.requirements, allowed));
}

/**
 * Records one download event (10) for each document a zip gives, in one transaction, for `accountId`: a zip is a
 * download of every document in it. Nothing is recorded for a HEAD request.
 */
export async function recordArchiveDownloads(
  context: Pick<DocumentContext, 'db'>,
  files: readonly ArchiveFile[],
  accountId: string,
  details: Record<string, unknown>,
): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    for (const { version, directoryId } of files)
      await recordEvent(trx, {
        type: EventType.DownloadDocument,
        accountId,
        directoryId,
        documentId: version.documentId,
        details: { name: version.name, index: version.index, ...details },
      });
  });
}

/**
 * The zip of a directory (GET …/download), named after it: the role (403 ForbiddenResourceFailed), the requirements
 * (403 YouAreNotAllowedToDownloadDirectory), then 409 ArchiveEmpty or 413 ArchiveVeryLarge before anything is sent.
 */
export async function openDirectoryZip(
  context: DirectoryDownloadContext,
  id: string,
  options: { documentsOnly: boolean; headOnly: boolean },
): Promise<{ fileName: string; zip: ZipStream }> {
  const directory = await liveDirectoryOrNotFound(context.db, id);
  ensureCanDownloadDirectory(context.account);
  await ensureRequirementsAccepted(context.db, context.account, context.requirements, directoryDownloadRefused);
  const plan = await planDirectoryArchive(
    context.db,
    await accessOf(context.db, context.account),
    context.viewers,
    directory,
    options.documentsOnly,
  );
  const verdict = archiveVerdict(plan, context.limits);
  if (verdict === 'tooLarge')
    throw new HttpProblem(
      413,
      ProblemCode.ArchiveVeryLarge,
      'The directory is too large to download at once: download it in parts.',
    );
  if (verdict !== 'ready') throw archiveEmpty();
  const fileName = `${directory.name}.zip`;
  if (!options.headOnly) await recordArchiveDownloads(context, plan.files, context.account.id, { archive: fileName });
  return { fileName, zip: zipArchive(plan.entries, context.blobs) };
}
