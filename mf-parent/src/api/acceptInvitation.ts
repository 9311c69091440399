import { useMutation } from '@tanstack/react-query';
import { api } from '@optio/api-client';

/** POST /api/observer-invitations/accept (signed-in observer). */
export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post<{ message: string; student_id: string }>('/api/observer-invitations/accept', {
        token,
      }),
  });
