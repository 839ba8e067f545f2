/** The notification subscriptions' table, in the portable shapes of schema.ts: text ids and ISO timestamps, 0/1 flags. */
export interface ListenerTable {
  id: string;
  account_id: string;
  directory_id: string;
  /** EventType 1–17. */
  type: number;
  /** 1: notify once only, then the subscription ends. */
  once: number;
  /** 1: only events of the directory itself, not of nested directories. */
  self: number;
  created_at: string;
}

export interface ListenersDatabase {
  listeners: ListenerTable;
}
