import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import type { Role } from '../../../codegen/model/role';
import type { Db } from '../db/database';
import type { RequestAccount } from '../plugins/auth';
import { accessFacts, ensureHolds, ensureSees, type AccessFacts } from '../policies/access.policy';
import { isElevated } from '../policies/roles.policy';
import { directoryChains, loadAccessRows, storedRoles } from '../repositories/access.repository';
import { sharedRead } from '../db/stamped-reads';

/**
 * The access facts of a request's account, read once per request and shared by the gate and the services (an
 * account object lives exactly as long as its request). An operation that changes points or groups reads them anew
 * with `freshAccessOf` before it answers.
 */
const perAccount = new WeakMap<RequestAccount, Promise<AccessFacts>>();
const NO_ROWS = { pointsByOwner: new Map(), groupsOfAccount: new Map(), ancestorsOfGrantingOwners: new Map() };

/** The rows of a Limited account: its groups still let it see, but give it no operation. */
function readOnly<Rows extends { groupsOfAccount: ReadonlyMap<string, readonly unknown[]> }>(rows: Rows): Rows {
  return { ...rows, groupsOfAccount: new Map([...rows.groupsOfAccount.keys()].map((id) => [id, []])) };
}

export function accessOf(db: Db, account: RequestAccount): Promise<AccessFacts> {
  let facts = perAccount.get(account);
  if (!facts) {
    // Administrators and developers hold every right everywhere: their groups and points decide nothing.
    facts = isElevated(account)
      ? Promise.resolve(accessFacts(account, NO_ROWS))
      : sharedRead(account, `access:${account.id}`, () => loadAccessRows(db, account.id)).then((rows) =>
          accessFacts(account, account.readOnly ? readOnly(rows) : rows),
        );
    // A failed read is not kept: the next call of the request tries again.
    facts.catch(() => perAccount.delete(account));
    perAccount.set(account, facts);
  }
  return facts;
}

/** Each directory's chain (directoryChains), read through the shared reads of the account's request. */
export function directoryChainsFor(
  db: Db,
  account: RequestAccount,
  ids: readonly string[],
): Promise<Map<string, string[]>> {
  return sharedRead(account, `chains:${ids.join()}`, () => directoryChains(db, ids));
}

export function freshAccessOf(db: Db, account: RequestAccount): Promise<AccessFacts> {
  perAccount.delete(account);
  return accessOf(db, account);
}

/**
 * An account that is not the request's (a shared link's creator, when the link is opened): its groups and its roles
 * as stored at its last sign-in. An account never seen has no rights.
 */
export async function accessOfStoredAccount(
  db: Db,
  accountId: string,
): Promise<{ account: RequestAccount; facts: AccessFacts }> {
  const roles = ((await storedRoles(db, accountId)) ?? []) as Role[];
  const account: RequestAccount = { id: accountId, displayName: accountId, email: null, roles };
  return { account, facts: await accessOf(db, account) };
}

/**
 * The rights of stored accounts, each read once for as long as the returned function lives: one dispatch run, one
 * live message (docs/notifications.md), where the same accounts are asked about many elements.
 */
export function storedAccessReader(db: Db): (accountId: string) => Promise<AccessFacts> {
  const read = new Map<string, Promise<AccessFacts>>();
  return (accountId) => {
    let facts = read.get(accountId);
    if (!facts) {
      facts = accessOfStoredAccount(db, accountId).then((stored) => stored.facts);
      read.set(accountId, facts);
    }
    return facts;
  };
}

/**
 * The check of the operation table that a multipart form's field names (its parentDirectoryId), made once the service
 * has read it: the directory seen (404) and CreateFiles there (403). An unknown directory is the caller's to answer.
 */
export async function ensureMayCreateIn(db: Db, account: RequestAccount, directoryId: string): Promise<void> {
  const chain = (await directoryChains(db, [directoryId])).get(directoryId);
  if (!chain) return;
  const facts = await accessOf(db, account);
  ensureSees(facts, chain, 'The directory was not found or was deleted.');
  ensureHolds(facts, chain, PermissionOperation.CreateFiles);
}
