/**
 * The notifications the subscriptions delivered (docs/notifications.md), in the portable shapes of schema.ts. Names are
 * copied from the time of the event: a notification still reads right after a rename or a deletion.
 */
export interface NotificationTable {
  id: string;
  account_id: string;
  event_id: string;
  /** EventType 1–17. */
  event_type: number;
  actor_id: string;
  actor_name: string;
  directory_id: string | null;
  directory_name: string | null;
  document_id: string | null;
  item_name: string;
  created_at: string;
  read_at: string | null;
  /** 1 while the notification waits for the account's next e-mail digest; 0 once mailed or when no mail is wanted. */
  mail_pending: number;
}

export interface NotificationsDatabase {
  notifications: NotificationTable;
}
