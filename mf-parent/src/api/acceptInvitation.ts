import { useMutation } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** POST /api/observer-invitations/accept (signed-in observer). */
export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post<ResponseOf<'POST /api/observer-invitations/accept'>>(
        '/api/observer-invitations/accept',
        {
          token,
        },
      ),
  });
