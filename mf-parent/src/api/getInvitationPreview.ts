import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { InvitationPreview } from './types';

/** GET /api/observer-invitations/preview?token= (public, no state change). */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: familyKeys.invitation(token),
    enabled: token !== '',
    retry: false,
    queryFn: ({ signal }) =>
      api.get<InvitationPreview>('/api/observer-invitations/preview', { signal, query: { token } }),
  });
