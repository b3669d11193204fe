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
   * says what happened, so a failed delivery is visible in the console rather than lost.
   */
  send: async (message: OutgoingMessage) => {
    const provider = providers[message.channel];
    const [row] = await db
      .insert(outboxMessages)
      .values({
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
        status: OUTBOX_STATUS.STORED,
        provider: provider?.name ?? 'outbox',
      })
      .returning({ id: outboxMessages.id });
    if (!provider || !row) return;
    try {
      await provider.deliver(message);
      await db
        .update(outboxMessages)
        .set({ status: OUTBOX_STATUS.SENT, sentAt: new Date() })
        .where(eq(outboxMessages.id, row.id));
    } catch (error) {
      await db
        .update(outboxMessages)
        .set({ status: OUTBOX_STATUS.FAILED, error: error instanceof Error ? error.message : String(error) })
        .where(eq(outboxMessages.id, row.id));
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
