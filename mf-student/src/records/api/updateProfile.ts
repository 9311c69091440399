import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, profileQueryKey } from '@optio/api-client';
import { store, userUpdated } from '@optio/session';
import { recordsKeys } from './keys';
import type { Profile } from './types';

export const BIO_MAX = 1000;
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;

export interface ProfileChange {
  first_name?: string;
  last_name?: string;
  bio?: string;
  portfolio_slug?: string | null;
  language?: 'en' | 'es';
}

/** PUT /api/records/profile; the shell's user (name in the top bar) is refreshed too. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileChange) => api.put<Profile>('/api/records/profile', change),
    onSuccess: async (profile) => {
      client.setQueryData(recordsKeys.profile, profile);
      store.dispatch(userUpdated({ first_name: profile.first_name, last_name: profile.last_name }));
      await Promise.all([
        client.invalidateQueries({ queryKey: profileQueryKey }),
        client.invalidateQueries({ queryKey: recordsKeys.portfolio }),
      ]);
    },
  });
}
