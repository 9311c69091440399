import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { AdminQuest } from '@optio/contracts/admin';
import { adminKeys } from '../../api/keys';

/** PUT /api/admin/quests/{id}/active */
export const setQuestActive = ({ id, active }: { id: string; active: boolean }) =>
  api.put<AdminQuest>(`/api/admin/quests/${encodeURIComponent(id)}/active`, { is_active: active });

export function useSetQuestActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setQuestActive,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
