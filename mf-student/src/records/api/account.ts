import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, downloadAuthorized } from '@optio/api-client';
import { recordsKeys } from './keys';
import type { Profile } from './types';

/** GET /api/records/export, saved as a JSON file. */
export const downloadMyData = (fileName: string) =>
  downloadAuthorized('/api/records/export', fileName);

/** POST /api/records/account/deletion (confirmed) or DELETE it (cancel). */
export function useAccountDeletion() {
  const client = useQueryClient();
  const store = (profile: Profile) => client.setQueryData(recordsKeys.profile, profile);
  return {
    request: useMutation({
      mutationFn: () => api.post<Profile>('/api/records/account/deletion', { confirm: 'DELETE' }),
      onSuccess: store,
    }),
    cancel: useMutation({
      mutationFn: () => api.delete<Profile>('/api/records/account/deletion'),
      onSuccess: store,
    }),
  };
}
