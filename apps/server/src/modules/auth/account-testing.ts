import { desc, eq, sql } from 'drizzle-orm';
import type { ModuleId, WhitelabelNode } from '@platform/contract';
import type { TestApp } from '../../testing/index.ts';
import type { Answer } from '../../testing/requests.ts';
import { outboxMessages } from '../../platform/outbox/tables.ts';
import { DEFAULT_WHITELABEL } from '../system/defaults.ts';
import { verificationCodes } from './tables.ts';

/** A plain (unencrypted) JSON call from a chosen client IP, so each test has its own per-IP limits. */
export const postFrom = async <T = unknown>(
  t: TestApp,
  ip: string,
  url: string,
  payload: Record<string, unknown>,
  language = 'EN',
): Promise<Answer<T>> => {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { language },
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
};

/** The latest message the outbox holds for a recipient, as the phone or mailbox shows it. */
export const latestMessage = async (t: TestApp, recipient: string) => {
  const [row] = await t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row;
};

export const countMessages = async (t: TestApp, recipient: string) =>
  (
    await t.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
  ).length;

/** Reads the 6-digit code of the latest SMS to a recipient (`+81 9012345678`). */
export const readCode = async (t: TestApp, recipient: string): Promise<string> => {
  const code = /\b(\d{6})\b/.exec((await latestMessage(t, recipient))?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
};

/** A different 6-digit code than the right one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Moves a recipient's codes back in time, as if they had been sent that many seconds earlier. */
export const ageCodes = async (t: TestApp, recipient: string, seconds: number) => {
  await t.db
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(verificationCodes.recipient, recipient));
};

/** The default switch tree with some modules turned on or off. */
export const setSwitches = async (t: TestApp, changes: Partial<Record<ModuleId, boolean>>) => {
  const apply = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: changes[node.modId as ModuleId] ?? node.enabled,
      childrenNodes: apply(node.childrenNodes),
    }));
  await t.services.system.setWhitelabel(apply(DEFAULT_WHITELABEL));
};
