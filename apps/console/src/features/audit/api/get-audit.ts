import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditEndpoints } from '@platform/contract';
import { call } from '../../../shared/lib/api-client.ts';
import { listQuery, type ListQuery } from '../../../shared/lib/list-params.ts';

export type AuditParams = ListQuery;

/** `GET /console-api/audit`: audit entries, newest first. The log is read-only. */
export const getAudit = (params: AuditParams) =>
  call(auditEndpoints.list, { query: listQuery<typeof auditEndpoints.list>(params) });

export const auditQueryOptions = (params: AuditParams) =>
  queryOptions({ queryKey: ['audit', params], queryFn: () => getAudit(params) });

export const useAudit = (params: AuditParams) =>
  useQuery({ ...auditQueryOptions(params), placeholderData: keepPreviousData });
