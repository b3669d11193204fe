/* The socket.io events of a logged-in member's connection. */

/** A new notice for the bell (payload: the `Notification`). */
export const NOTIFICATION_EVENT = 'notification';
/** A new inbox message arrived (payload: the `InboxMessage`). */
export const INBOX_EVENT = 'inbox';
