import type { Server as HttpServer } from 'node:http';
import type pg from 'pg';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Authenticate } from '../auth/guard.ts';

/** Pushes events to a member's open sessions, on whichever instance they are connected. */
export interface Realtime {
  toMember(memberId: number, event: string, payload: unknown): void;
  /** Ends every socket and the adapter, before the HTTP server closes. */
  close(): Promise<void>;
}

const memberRoom = (memberId: number) => `member:${memberId}`;

/**
 * socket.io on the gateway's own HTTP server. Only a logged-in, non-trial session may connect (the
 * token comes in the handshake's `auth.token`); each joins its member's room. With PostgreSQL the
 * Postgres adapter relays every emit to the other instances through LISTEN/NOTIFY.
 */
export const attachRealtime = (
  server: HttpServer,
  deps: { authenticate: Authenticate; pool: pg.Pool | null; log: FastifyBaseLogger },
): Realtime => {
  const io = new Server(server, { serveClient: false, cors: { origin: false } });
  if (deps.pool) {
    deps.pool.on('error', (error) => deps.log.error({ err: error }, 'socket.io adapter pool error'));
    io.adapter(createAdapter(deps.pool));
  }
  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as { token?: unknown }).token;
    if (typeof token !== 'string' || token === '') {
      next(new Error('not_logged_in'));
      return;
    }
    deps.authenticate(token).then(
      (principal) => {
        if (!principal || principal.isTrial) {
          next(new Error('not_logged_in'));
          return;
        }
        void socket.join(memberRoom(principal.memberId));
        next();
      },
      (error: unknown) => {
        deps.log.error({ err: error }, 'socket authentication failed');
        next(new Error('unknown_error'));
      },
    );
  });
  return {
    toMember: (memberId, event, payload) => {
      io.to(memberRoom(memberId)).emit(event, payload);
    },
    // Leaves the HTTP server to Fastify: ends the sockets (so the server can close) and the adapter's LISTEN.
    close: async () => {
      io.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close();
    },
  };
};
