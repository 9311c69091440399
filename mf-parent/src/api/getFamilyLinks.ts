import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { FamilyLinks } from './types';

/** GET /api/family/links: active links, invitations sent and received. */
export const useFamilyLinks = () =>
  useQuery({
    queryKey: familyKeys.links,
    queryFn: ({ signal }) => api.get<FamilyLinks>('/api/family/links', { signal }),
  });
