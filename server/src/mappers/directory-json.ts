import { directoryDownloadUri, type DirectoryAccess, type DirectoryRecord, type PinRecord } from './directory.mapper';

/** The two runs of a directory's JSON that its record alone decides, as UTF-8 (names are mostly Cyrillic). */
interface RecordJson {
  /** From `{"id"` to the metadata, up to the pin. */
  opening: Buffer;
  /** From allowUploadDocuments to updatedAt, between the pin and the access. */
  middle: Buffer;
}

/**
 * Per record object: the shared reads (db/stamped-reads.ts) hand the same records to every safe request while the
 * access stamp stays, and a record is never changed once read, so its runs are serialized once for all of them.
 */
const recordRuns = new WeakMap<DirectoryRecord, RecordJson>();

const text = (value: unknown) => JSON.stringify(value);

function runsOf(record: DirectoryRecord): RecordJson {
  let runs = recordRuns.get(record);
  if (!runs) {
    const metadata = record.metadata.map(({ key, value }) => ({ key, value }));
    runs = {
      opening: Buffer.from(
        `{"id":${text(record.id)},"name":${text(record.name)},"parentId":${text(record.parentId)},` +
          `"parentDirectoryId":${text(record.parentId)},"skeletonEntityId":${text(record.skeletonEntityId)},` +
          `"metadata":${text(metadata)},`,
      ),
      middle: Buffer.from(
        `"allowUploadDocuments":${text(record.allowUploadDocuments)},` +
          `"allowCreateDirectory":${text(record.allowCreateDirectory)},` +
          `"downloadUri":${text(directoryDownloadUri(record.id))},"depth":${text(record.depth)},` +
          `"ancestorIds":${text(record.ancestorIds)},"createdAt":${text(record.createdAt)},` +
          `"updatedAt":${text(record.updatedAt)},`,
      ),
    };
    recordRuns.set(record, runs);
  }
  return runs;
}

const UNPINNED = Buffer.from('"isPinned":false,"pinPriority":null,"pinShortName":null,');

function pinJson(pin: PinRecord | undefined): Buffer {
  if (!pin) return UNPINNED;
  return Buffer.from(
    `"isPinned":${text(pin.pinned)},"pinPriority":${text(pin.priority)},"pinShortName":${text(pin.shortName)},`,
  );
}

/** Accesses are few (a set of at most seven rights, and whether the contents are seen): each is kept once made. */
const accessRuns = new Map<string, Buffer>();
/**
 * The same by the rights' array itself when it is frozen, so never to change: the policy's answers are, and it gives
 * the same array for the same groups (policies/access.policy.ts), so most directories of a load need no key made.
 */
const accessRunsOf = new WeakMap<readonly unknown[], { seen?: Buffer; unseen?: Buffer }>();

function accessJson(access: DirectoryAccess): Buffer {
  const frozen = Object.isFrozen(access.permissions);
  let runs = frozen ? accessRunsOf.get(access.permissions) : undefined;
  if (!runs) {
    runs = {};
    if (frozen) accessRunsOf.set(access.permissions, runs);
  }
  const which = access.contentsVisible ? 'seen' : 'unseen';
  let run = runs[which];
  if (!run) {
    const key = `${String(access.contentsVisible)}:${access.permissions.join()}`;
    run = accessRuns.get(key);
    if (!run) {
      run = Buffer.from(`"permissions":${text(access.permissions)},"contentsVisible":${text(access.contentsVisible)}}`);
      accessRuns.set(key, run);
    }
    runs[which] = run;
  }
  return run;
}

/**
 * The contract's Directory as toDirectory makes it for this account, in UTF-8 JSON, pushed onto `into` in parts:
 * byte for byte what JSON.stringify of toDirectory's object gives, without serializing the record's names, ids and
 * dates again on every load (they were a tenth of a busy server's time on the explorer's reads).
 */
export function pushDirectoryJson(
  into: Buffer[],
  record: DirectoryRecord,
  pin: PinRecord | undefined,
  access: DirectoryAccess,
): void {
  const { opening, middle } = runsOf(record);
  into.push(opening, pinJson(pin), middle, accessJson(access));
}
