import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { FamilyLinks } from '@optio/contracts/family';
import { familyLinkKeys } from './keys';

/** GET /api/family/links: linked parents, requests received and invitations sent. */
export const getFamilyLinks = (signal?: AbortSignal) =>
  api.get<FamilyLinks>('/api/family/links', { signal });

export const familyLinksQueryOptions = () =>
  queryOptions({
    queryKey: familyLinkKeys.links,
    queryFn: ({ signal }) => getFamilyLinks(signal),
  });

export const useFamilyLinks = () => useQuery(familyLinksQueryOptions());
