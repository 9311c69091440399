import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { recordsKeys } from './keys';
import type { Profile } from './types';

/** DELETE /api/records/profile/avatar. */
export function useRemoveAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<Profile>('/api/records/profile/avatar'),
    onSuccess: (profile) => client.setQueryData(recordsKeys.profile, profile),
  });
}
