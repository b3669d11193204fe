import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditRowSchema, pageOf } from '@platform/contract';
import { api, toSearch } from '../../../shared/lib/api-client.ts';

const auditPageSchema = pageOf(auditRowSchema);

export type AuditParams = Record<string, string | number | undefined>;

/** `GET /console-api/audit`: audit entries, newest first. The log is read-only. */
export const getAudit = (params: AuditParams) => api.get(`/audit${toSearch(params)}`, auditPageSchema);

export const auditQueryOptions = (params: AuditParams) =>
  queryOptions({ queryKey: ['audit', params], queryFn: () => getAudit(params) });

export const useAudit = (params: AuditParams) =>
  useQuery({ ...auditQueryOptions(params), placeholderData: keepPreviousData });
