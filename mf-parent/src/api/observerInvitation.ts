import { useMutation, useQuery } from '@tanstack/react-query';
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

/** POST /api/observer-invitations/accept (signed-in observer). */
export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post<{ message: string; student_id: string }>('/api/observer-invitations/accept', {
        token,
      }),
  });

export interface ObserverRegistration {
  token: string;
  first_name: string;
  last_name: string;
  password: string;
  confirmPassword: string;
  acceptedLegalTerms: boolean;
}

/** POST /api/observer-invitations/register (public): a new observer account from the invitation. */
export const useRegisterObserver = () =>
  useMutation({
    mutationFn: (body: ObserverRegistration) =>
      api.post<{ message: string; email: string }>('/api/observer-invitations/register', body),
  });
