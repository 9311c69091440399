import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@optio/api-client';
import { adminKeys } from '../../api/keys';

/**
 * `GET /api/admin/platform/releases` (the release registry, issue #17 items 1–4). Its contract
 * lives with that feature; these types mirror it until it is in @optio/contracts.
 */
export interface LiveRelease {
  version: string;
  created_at: string;
  git_commit: string | null;
  size_bytes: number;
}

export interface ReleaseRecord {
  version: string;
  created_at: string;
  created_by: string | null;
  git_commit: string | null;
  contract_hash: string | null;
  size_bytes: number;
}

export interface AppReleases {
  app: string;
  live: LiveRelease | null;
  canary: { version: string; percent: number } | null;
  history: ReleaseRecord[];
}

/** What the page knows of releases: the list, or that this server keeps none (404). */
export type ReleasesState = { available: true; apps: AppReleases[] } | { available: false };

export async function getReleases(signal?: AbortSignal): Promise<ReleasesState> {
  try {
    const body = await api.get<{ apps: AppReleases[] }>('/api/admin/platform/releases', {
      signal,
    });
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
