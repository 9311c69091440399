import { useMutation } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { ResponseOf } from '@optio/contracts/endpoints';

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
      api.post<ResponseOf<'POST /api/observer-invitations/register'>>(
        '/api/observer-invitations/register',
        body,
      ),
  });
