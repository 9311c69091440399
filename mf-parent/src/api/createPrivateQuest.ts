import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import { familyKeys } from './keys';
import type { Pillar } from './types';
import type { ResponseOf } from '@optio/contracts/endpoints';

export interface PrivateQuestInput {
  title: string;
  description: string;
  tasks: { title: string; pillar: Pillar; xp: number }[];
}

/** POST /api/parent/quests/{childId}: a private quest only this child sees. */
export function useCreatePrivateQuest(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PrivateQuestInput, context) =>
      api.post<ResponseOf<'POST /api/parent/quests/:childId'>>(
        `/api/parent/quests/${encodeURIComponent(childId)}`,
        input,
        {
          idempotencyKey: idempotencyKeyFor(context),
        },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.child(childId) }),
  });
}
