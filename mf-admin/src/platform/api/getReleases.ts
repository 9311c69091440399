import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@optio/api-client';
import type { PlatformApp } from '@optio/contracts/releases';
import type { ResponseOf } from '@optio/contracts/endpoints';
import { adminKeys } from '../../api/keys';

/** What the page knows of releases: the list, or that this server keeps none (404). */
export type ReleasesState = { available: true; apps: PlatformApp[] } | { available: false };

/** `GET /api/admin/platform/releases`: every app's live release, canary and history. */
export async function getReleases(signal?: AbortSignal): Promise<ReleasesState> {
  try {
    const body = await api.get<ResponseOf<'GET /api/admin/platform/releases'>>(
      '/api/admin/platform/releases',
      { signal },
    );
    return { available: true, apps: body.apps };
  } catch (error) {
    // A server without the release registry: the page says so instead of failing.
    if (isApiError(error) && error.status === 404) return { available: false };
    throw error;
  }
}

export const releasesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.releases,
    queryFn: ({ signal }) => getReleases(signal),
    staleTime: 0,
  });

export const useReleases = () => useQuery(releasesQueryOptions());

/** The release registry names apps by folder (`mf-student`), the MF runtime by container. */
export const appOfRemote = (remote: string) => remote.replace(/_/g, '-');
