import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { AuditEntry } from '@optio/contracts/admin';
import type { Page } from '@optio/contracts/common';
import { adminKeys } from '../../api/keys';

export const AUDIT_PAGE_SIZE = 20;

/** GET /api/admin/audit-log?page=…&page_size=… */
export const getAuditLog = (page: number) =>
  api.get<Page<AuditEntry>>(`/api/admin/audit-log?page=${page}&page_size=${AUDIT_PAGE_SIZE}`);

export const auditLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.auditPage(page),
    queryFn: () => getAuditLog(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAuditLog = (page: number) => useQuery(auditLogQueryOptions(page));
