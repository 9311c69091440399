import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { adminKeys } from '../../api/keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

export type IncidentStatus = 'open' | 'resolved' | 'all';

/** GET /api/admin/safety/incidents?status=… */
export const getIncidents = (status: IncidentStatus, signal?: AbortSignal) =>
  api.get<ResponseOf<'GET /api/admin/safety/incidents'>>('/api/admin/safety/incidents', {
    signal,
    query: { status },
  });

export const incidentsQueryOptions = (status: IncidentStatus) =>
  queryOptions({
    queryKey: adminKeys.incidents(status),
    queryFn: ({ signal }) => getIncidents(status, signal),
    select: (data) => data.incidents,
  });

export const useIncidents = (status: IncidentStatus) => useQuery(incidentsQueryOptions(status));
