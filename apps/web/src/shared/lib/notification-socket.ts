import type { Socket } from 'socket.io-client';
import { INBOX_EVENT, NOTIFICATION_EVENT, type Notification } from '@platform/contract';
import { env } from '../config/env.ts';

interface NotificationHandlers {
  onNotification: (notification: Notification) => void;
  /** A reconnection after a drop: notices sent meanwhile were missed, so lists should be fetched again. */
  onReconnect: () => void;
}

type InboxListener = () => void;
const inboxListeners = new Set<InboxListener>();

/**
 * Calls `listener` when the open connection brings a new inbox message, and after a reconnection
 * (messages sent meanwhile were missed). Answers the function that stops listening.
 */
export const onInboxChange = (listener: InboxListener): (() => void) => {
  inboxListeners.add(listener);
  return () => {
    inboxListeners.delete(listener);
  };
};

const notifyInbox = () => {
  for (const listener of inboxListeners) listener();
};

/**
 * Opens the session's socket.io connection (same origin, default path) and listens for the
 * member's notices. Answers the function that closes it. The server refuses trial and unknown
 * tokens, so only a logged-in real member should call it. The client library is fetched here, so
 * a visitor's first load does not carry it.
 */
export const connectNotifications = (token: string, handlers: NotificationHandlers): (() => void) => {
  let isClosed = false;
  let socket: Socket | undefined;
  const listen = (opened: Socket) => {
    let hasConnected = false;
    opened.on('connect', () => {
      if (hasConnected) {
        handlers.onReconnect();
        notifyInbox();
      }
      hasConnected = true;
    });
    // The gateway pushes the contract's `Notification`, as it answers requests: not checked again here.
    opened.on(NOTIFICATION_EVENT, (notification: Notification) => handlers.onNotification(notification));
    opened.on(INBOX_EVENT, notifyInbox);
  };
  // Without the library (a failed chunk load) the lists still load on their own; only live updates are missed.
  void import('socket.io-client')
    .then(({ io }) => {
      if (isClosed) return;
      const options = { auth: { token } };
      socket = env.apiUrl === '' ? io(options) : io(env.apiUrl, options);
      listen(socket);
    })
    .catch(() => undefined);
  return () => {
    isClosed = true;
    socket?.off();
    socket?.disconnect();
  };
};
