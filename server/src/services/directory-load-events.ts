/**
 * The directory loads this process has written as event 16, by account and directory, with the time written. A load
 * whose window (loadWindowStart) begins at or before that time would find the event and write nothing, so it needs no
 * statement at all: the window's rule stays exact, and a process that does not know is asked the database as before.
 */
export class DirectoryLoadEvents {
  /** The time written, in milliseconds: every load compares it, and numbers compare without making dates. */
  private readonly written = new Map<string, number>();

  /** `maxEntries` bounds the memory: at that many, all is forgotten (the database still knows). */
  constructor(private readonly maxEntries = 100_000) {}

  /** Whether this process wrote the account's load of the directory at or after `since` (milliseconds since 1970). */
  writtenSince(accountId: string, directoryId: string, since: number): boolean {
    const at = this.written.get(`${accountId}/${directoryId}`);
    return at !== undefined && at >= since;
  }

  /** This process wrote the account's load of the directory at `at` (milliseconds since 1970). */
  remember(accountId: string, directoryId: string, at: number): void {
    if (this.written.size >= this.maxEntries) this.written.clear();
    this.written.set(`${accountId}/${directoryId}`, at);
  }
}
