import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { containsPattern } from '../db/like.ts';
import { OUTBOX_STATUS, outboxMessages, type OutboxChannel } from './tables.ts';

export interface OutgoingMessage {
  channel: OutboxChannel;
  recipient: string;
  subject?: string;
  body: string;
  /**
   * What the outbox row keeps when a real provider delivers the message (a code replaced by
   * asterisks); without a provider the row is the delivery and keeps `body`.
   */
  storedBody?: string;
}

/** Delivers a message somewhere real; without one, messages stay in the outbox to be read in the console. */
export interface MessageProvider {
  name: string;
  deliver(message: OutgoingMessage): Promise<void>;
}

/** Email over SMTP (`SMTP_URL`, e.g. `smtps://user:pass@mail.example.com`), through nodemailer. */
export const createSmtpProvider = (url: string, from: string): MessageProvider => {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    deliver: async (message) => {
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
      });
    },
  };
};

/**
 * SMS through an HTTP gateway (`SMS_HTTP_URL`): a JSON POST `{ to, text }` with the token as a
 * bearer; any 2xx answer counts as accepted.
 */
export const createHttpSmsProvider = (
  url: string,
  token: string | undefined,
  fetcher: typeof fetch = fetch,
): MessageProvider => ({
  name: 'http-sms',
  deliver: async (message) => {
    const response = await fetcher(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ to: message.recipient, text: message.body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  },
});

export type OutboxService = ReturnType<typeof createOutboxService>;

export const createOutboxService = ({
  db,
  providers = {},
}: {
  db: Database;
  providers?: Partial<Record<OutboxChannel, MessageProvider>>;
}) => ({
  /**
   * Records the message, then hands it to the channel's provider if one is configured. The row
   * says what happened, so a failed delivery is visible in the console rather than lost. Answers
   * false only when a provider refused it.
   */
  send: async (message: OutgoingMessage): Promise<boolean> => {
    const provider = providers[message.channel];
    const [row] = await db
      .insert(outboxMessages)
      .values({
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: provider ? (message.storedBody ?? message.body) : message.body,
        status: OUTBOX_STATUS.STORED,
        provider: provider?.name ?? 'outbox',
      })
      .returning({ id: outboxMessages.id });
    if (!provider || !row) return true;
    try {
      await provider.deliver(message);
      await db
        .update(outboxMessages)
        .set({ status: OUTBOX_STATUS.SENT, sentAt: new Date() })
        .where(eq(outboxMessages.id, row.id));
      return true;
    } catch (error) {
      await db
        .update(outboxMessages)
        .set({ status: OUTBOX_STATUS.FAILED, error: error instanceof Error ? error.message : String(error) })
        .where(eq(outboxMessages.id, row.id));
      return false;
    }
  },

  list: async (query: { channel?: OutboxChannel; recipient?: string; pageNum: number; pageSize: number }) => {
    const filters: SQL[] = [];
    if (query.channel) filters.push(eq(outboxMessages.channel, query.channel));
    if (query.recipient) filters.push(ilike(outboxMessages.recipient, containsPattern(query.recipient)));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [total] = await db.select({ n: count() }).from(outboxMessages).where(where);
    const rows = await db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize);
    return { rows, total: total?.n ?? 0 };
  },
});
