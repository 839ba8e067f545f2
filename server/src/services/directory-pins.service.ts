import type { Directory } from '../../../codegen/model/directory';
import type { Db } from '../db/database';
import type { RequestAccount } from '../plugins/auth';
import { sharedRead } from '../db/stamped-reads';
import { pin, unpin, unpinForAccount } from '../repositories/pins.repository';
import { directoryIdsOfPinnedEntities, pinnedEntities } from '../repositories/skeleton.repository';
import {
  accountPins,
  comparePinned,
  directoriesFor,
  directoryFor,
  liveDirectoriesAmong,
  liveDirectoryOrNotFound,
  seen,
} from './directory-views.service';
import { accessOf } from './access.service';

/**
 * Pins are the account's own (explorer.md §2, §4): the header's list and the top of the tree; a pinned structure
 * entity pins its directory for everybody until one unpins it for oneself. Pinning a directory
 * that is pinned, or unpinning one that is not, changes nothing and answers the directory as it is.
 */
export async function setDirectoryPinned(
  db: Db,
  account: RequestAccount,
  id: string,
  pinned: boolean,
): Promise<Directory> {
  const record = await liveDirectoryOrNotFound(db, id);
  const structurePinned =
    record.skeletonEntityId !== null && (await pinnedEntities(db, [record.skeletonEntityId])).size > 0;
  if (pinned) await pin(db, account.id, id);
  else if (structurePinned) await unpinForAccount(db, account.id, id);
  else await unpin(db, account.id, id);
  return directoryFor(db, account, record);
}

/**
 * The account's pinned directories, and those of pinned structure entities it has not unpinned, still visible (deleted ones wait in the trash) and still in its reach (a pin of a
 * directory it no longer sees is kept and comes back with the right), in the pinned list's order.
 */
export async function listPinnedDirectories(db: Db, account: RequestAccount): Promise<Directory[]> {
  // All of it is counted by the access stamp: read once and shared between safe requests while it stays.
  const [facts, pins, ofEntities] = await Promise.all([
    accessOf(db, account),
    accountPins(db, account),
    sharedRead(account, 'pinned-entity-directories', () => directoryIdsOfPinnedEntities(db)),
  ]);
  const pinned = [...pins.values()].filter((one) => one.pinned).map((one) => one.directoryId);
  const ids = [...new Set([...pinned, ...ofEntities])].sort();
  const records = seen(facts, await liveDirectoriesAmong(db, account, ids));
  const directories = await directoriesFor(db, account, records);
  return directories.filter((directory) => directory.isPinned).sort(comparePinned);
}
