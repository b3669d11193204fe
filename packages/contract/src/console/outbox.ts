import { z } from 'zod';
import { OUTBOX_STATUS, enumValues } from '../statuses.ts';
import { endpoint } from '../endpoint.ts';
import { pageOf, pageQuery } from '../list-queries.ts';

export const outboxQuerySchema = z.strictObject({
  channel: z.enum(['SMS', 'EMAIL']).optional(),
  recipient: z.string().trim().max(128).optional(),
  ...pageQuery,
});

export const outboxRowSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['SMS', 'EMAIL']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(enumValues(OUTBOX_STATUS)),
  provider: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});

/** What the platform sent by SMS and email. */
export const outboxEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/console-api/outbox',
    tags: ['console'],
    summary: 'SMS and email sent by the platform',
    access: { staff: 'outbox.read' },
    query: outboxQuerySchema,
    response: pageOf(outboxRowSchema),
  }),
};
