/**
 * What the safe reads (GET) of one server process share while the database's access stamp stays the same (migration
 * 0019): the accounts as stored, their rights, the directories' tree and pins. Each request reads the stamp first, in
 * one statement; what is kept was read after its stamp was committed, so it is never older than that stamp, and a
 * new stamp drops all of it. However many processes write, a read sees every change committed before the request
 * began, as it would without anything kept. Changing requests never use it: they read what they change afresh.
 */
export class StampedReads {
  private stamp = -1;
  private entries = new Map<string, Promise<unknown>>();

  /** `maxEntries` bounds the memory: at that many the whole set is dropped and read again. */
  constructor(private readonly maxEntries = 20_000) {}

  /** Takes a stamp a request read: a newer one drops everything kept under the older. */
  observe(stamp: number): void {
    if (stamp <= this.stamp) return;
    this.stamp = stamp;
    this.entries = new Map();
  }

  /** What `key` names, read by `load` once and shared until the stamp moves. A failed read is not kept. */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    // A read under a map that a newer stamp has replaced lands in the old map, which nobody reads any more.
    const entries = this.entries;
    const kept = entries.get(key);
    if (kept) return kept as Promise<T>;
    if (entries.size >= this.maxEntries) entries.clear();
    const loaded = load();
    entries.set(key, loaded);
    loaded.catch(() => {
      if (entries.get(key) === loaded) entries.delete(key);
    });
    return loaded;
  }
}

/** A request's own account object (plugins/auth.ts RequestAccount) names the request here. */
const sharing = new WeakMap<object, StampedReads>();

/** The request of `account` reads through `reads` (a safe request whose stamp `reads` has observed). */
export function readThrough(account: object, reads: StampedReads): void {
  sharing.set(account, reads);
}

/**
 * `load`'s answer, shared between the safe requests of this process while the access stamp stays (StampedReads), or
 * read afresh for any other request or caller. `load` must read only what the stamp counts, and its answer must not
 * be changed by those who get it.
 */
export function sharedRead<T>(account: object, key: string, load: () => Promise<T>): Promise<T> {
  const reads = sharing.get(account);
  return reads ? reads.read(key, load) : load();
}
