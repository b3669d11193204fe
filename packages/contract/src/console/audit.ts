import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { dateQuery, pageOf, pageQuery } from '../list-queries.ts';

export const auditQuerySchema = z.strictObject({
  staff: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  targetType: z.string().trim().max(32).optional(),
  targetId: z.string().trim().max(64).optional(),
  from: dateQuery.optional(),
  to: dateQuery.optional(),
  ...pageQuery,
});

export const auditRowSchema = z.object({
  id: z.number().int(),
  staffUsername: z.string(),
  ip: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});

/** The audit log of staff actions, read-only. */
export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/console-api/audit',
    tags: ['console'],
    summary: 'Audit entries, newest first',
    access: { staff: 'audit.read' },
    query: auditQuerySchema,
    response: pageOf(auditRowSchema),
  }),
};
