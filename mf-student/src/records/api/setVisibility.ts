import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { recordsKeys } from './keys';
import type { Visibility } from './types';

/**
 * PUT /api/records/{diploma|portfolio}/visibility. Under 13, "public" answers with a pending
 * request instead (public stays false).
 */
export function useSetVisibility(target: 'diploma' | 'portfolio') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (wantPublic: boolean) =>
      api.put<Visibility>(`/api/records/${target}/visibility`, { public: wantPublic }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: recordsKeys.diploma }),
        client.invalidateQueries({ queryKey: recordsKeys.portfolio }),
        client.invalidateQueries({ queryKey: recordsKeys.profile }),
      ]),
  });
}
