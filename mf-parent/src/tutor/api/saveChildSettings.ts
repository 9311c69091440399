import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { ChildTutorSettings, SettingsChange } from './types';
import { parentTutorKeys } from './keys';

const enc = encodeURIComponent;

/** PUT /api/tutor/parent/settings/{childId}. */
export function useSaveSettings(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: SettingsChange) =>
      api.put<ChildTutorSettings>(`/api/tutor/parent/settings/${enc(childId)}`, change),
    onSuccess: (saved) => {
      client.setQueryData(parentTutorKeys.settings(childId), saved);
      void client.invalidateQueries({ queryKey: parentTutorKeys.conversations(childId) });
    },
  });
}
