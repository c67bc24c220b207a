import type { TDocumentRow, TOperationRow, TSignerRow } from '../operations/index.ts';
import type { notifications } from './notifications-schema.ts';

export type TNotificationRow = typeof notifications.$inferSelect;

/** A notification with its operation, its document and its recipient (the signer row). */
export interface TNotificationRecord {
  notification: TNotificationRow;
  operation: TOperationRow;
  document: TDocumentRow;
  recipient: TSignerRow;
}

/** Sender notices of a notification's end (the expiry's is the operations' own). */
export const NOTIFICATION_NOTICES = ['acknowledged', 'bounced'] as const;
export type TNotificationNotice = (typeof NOTIFICATION_NOTICES)[number];
