import type { Transaction } from 'kysely';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import { EventType } from '../../../codegen/model/eventType';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { UploadDirectoryCheckRequest } from '../../../codegen/model/uploadDirectoryCheckRequest';
import type { Database } from '../db/schema';
import { directoryNameKey, type DirectoryRecord } from '../mappers/directory.mapper';
import { toDocument, type DocumentRecord, type VersionRecord } from '../mappers/document.mapper';
import type { RequestAccount } from '../plugins/auth';
import { canUploadFolderInto, ensureCanCreateDirectoryIn, isSkeletonDirectory } from '../policies/directories.policy';
import { ensureCanUploadInto } from '../policies/documents.policy';
import { ensureMayCreateIn } from './access.service';
import { HttpProblem, notFound } from '../problem';
import { childNameKeys, findLiveDirectory, findSiblingNamed } from '../repositories/directories.repository';
import { documentNameKeys } from '../repositories/documents.repository';
import { recordEvent } from '../repositories/events.repository';
import { failingAs, type DocumentContext } from './document-context';
import { directoryName } from './directory-name';
import { insertNewDirectory } from './new-directory';
import { directoryFor } from './directory-views.service';
import { folderEntry, folderName, type FolderEntry } from './folder-paths';
import type { FolderUploadForm } from './folder-upload-form';
import { claimFreeName } from './free-names';
import { keepingBlobs, type UploadedFile } from './multipart-form';
import { retryingNameRace } from './name-race';
import { storeNewDocument } from './new-document';

type Trx = Transaction<Database>;

async function liveParent(trx: Trx, id: string): Promise<DirectoryRecord> {
  const parent = await findLiveDirectory(trx, id);
  if (!parent) throw notFound('The directory to upload into was not found or was deleted.');
  return parent;
}

/**
 * The clash of the folder's name with a directory in the parent (explorer.md §4 Folder upload): 400 with the first
 * free desktop-style name to offer instead, and whether the existing directory is a skeleton one (then uploading into
 * it is not offered).
 */
async function folderNameClash(trx: Trx, parent: DirectoryRecord, existing: DirectoryRecord, name: string) {
  const allowedName = claimFreeName(name, 'directory', await childNameKeys(trx, parent.id));
  return new HttpProblem(
    400,
    ProblemCode.DirectoryWithNameAlreadyExists,
    'A directory with this name already exists.',
    {
      allowedName,
      isSkeletonEntity: isSkeletonDirectory(existing),
      existingDirectoryId: existing.id,
    },
  );
}

/**
 * The check of a folder upload (explorer.md §4 Folder upload, §7): creates the folder's directory in the parent, which
 * must allow creating directories, with its CreateDirectory event. A directory of that name already there answers
 * the clash, unless `useExisting` asks to fill it and it is no skeleton directory: then it is answered as it is.
 */
export async function checkFolderUpload(
  context: DocumentContext,
  request: UploadDirectoryCheckRequest,
): Promise<Directory> {
  const { db, account } = context;
  const name = directoryName(request.name);
  const record = await retryingNameRace(() =>
    db.transaction().execute(async (trx) => {
      const parent = await liveParent(trx, request.parentDirectoryId);
      ensureCanCreateDirectoryIn(account, parent);
      const existing = await findSiblingNamed(trx, parent.id, name);
      if (!existing) return insertNewDirectory(trx, account, parent, name);
      if (request.useExisting === true && canUploadFolderInto(account, existing)) return existing;
      throw await folderNameClash(trx, parent, existing, name);
    }),
  );
  return directoryFor(db, account, record);
}

/** What one folder upload writes, found or created as its files are placed. */
class FolderPlacement {
  private readonly directories = new Map<string, DirectoryRecord>();
  private readonly takenNames = new Map<string, Set<string>>();
  createdDirectories = 0;

  constructor(
    private readonly trx: Trx,
    private readonly account: RequestAccount,
  ) {}

  /** The child directory of that name, the existing one (any letter case) or a new one where the parent allows it. */
  async child(parent: DirectoryRecord, name: string): Promise<DirectoryRecord> {
    const key = `${parent.id}/${directoryNameKey(name)}`;
    let child = this.directories.get(key) ?? (await findSiblingNamed(this.trx, parent.id, name));
    if (!child) {
      ensureCanCreateDirectoryIn(this.account, parent);
      child = await insertNewDirectory(this.trx, this.account, parent, name);
      this.createdDirectories += 1;
    }
    this.directories.set(key, child);
    return child;
  }

  /** A new document of the file in the directory, which must take uploads, under the first free name there. */
  async document(directory: DirectoryRecord, name: string, file: UploadedFile) {
    ensureCanUploadInto(this.account, directory);
    const taken = this.takenNames.get(directory.id) ?? (await documentNameKeys(this.trx, directory.id));
    this.takenNames.set(directory.id, taken);
    return storeNewDocument(this.trx, this.account, directory.id, claimFreeName(name, 'document', taken), file);
  }
}

interface PlacedDocument {
  document: DocumentRecord;
  version: VersionRecord;
  directory: DirectoryRecord;
}

/** The upload itself, in one transaction: the folder's directory, then each file with the directories on its path. */
async function uploadInTransaction(
  trx: Trx,
  account: RequestAccount,
  form: FolderUploadForm,
  name: string,
  entries: readonly FolderEntry[],
): Promise<PlacedDocument[]> {
  const parent = await liveParent(trx, form.parentDirectoryId);
  // A folder goes only where directories may be created, also into one that exists already (as the check says).
  ensureCanCreateDirectoryIn(account, parent);
  const placement = new FolderPlacement(trx, account);
  const existing = await findSiblingNamed(trx, parent.id, name);
  if (existing && !canUploadFolderInto(account, existing)) throw await folderNameClash(trx, parent, existing, name);
  const folder = existing ?? (await placement.child(parent, name));

  const placed: PlacedDocument[] = [];
  for (const [index, entry] of entries.entries()) {
    const file = form.files[index];
    if (!file) throw new Error('A file of the folder was lost between the form and the upload.');
    let directory = folder;
    for (const step of entry.directories) directory = await placement.child(directory, step);
    placed.push({ ...(await placement.document(directory, entry.fileName, file)), directory });
  }
  await recordEvent(trx, {
    type: EventType.UploadDirectory,
    accountId: account.id,
    directoryId: folder.id,
    details: {
      name: folder.name,
      parentId: parent.id,
      documents: placed.length,
      createdDirectories: placement.createdDirectories,
    },
  });
  return placed;
}

/**
 * The files of a folder upload (explorer.md §4 Folder upload, §5, §9), all or nothing: the files are stored already,
 * the paths are checked (folder-paths.ts), then the folder's directory — the one the check created, or a new one —
 * is filled in one transaction: the directories on the files' paths found or created where their parents allow it,
 * each file a new document where its directory takes uploads, under its own name or, when that is taken there, the
 * first free desktop-style one. One UploadDocument event per document, as a single upload records, and one
 * UploadDirectory event for the folder. Any refusal or failure removes every stored file and leaves no row.
 */
export async function uploadFolder(context: DocumentContext, form: FolderUploadForm): Promise<Document[]> {
  const { db, blobs, account } = context;
  return keepingBlobs(
    blobs,
    form.files.map((file) => file.blob),
    async () => {
      await ensureMayCreateIn(db, account, form.parentDirectoryId);
      const name = folderName(form.name);
      const entries = form.relativePaths.map((path, index) => folderEntry(name, path, index));
      const placed = await failingAs(
        context,
        ProblemCode.CreateResourceFailed,
        'The folder could not be uploaded.',
        () =>
          retryingNameRace(() =>
            db.transaction().execute((trx) => uploadInTransaction(trx, account, form, name, entries)),
          ),
      );
      return placed.map(({ document, version, directory }) => toDocument(document, directory, [version], []));
    },
  );
}
