import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { messageKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** POST /api/messages/blocks, or DELETE /api/messages/blocks/{userId} to lift my block. */
export function useBlock(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      block
        ? api.post<ResponseOf<'POST /api/messages/blocks'>>('/api/messages/blocks', {
            user_id: userId,
          })
        : api.delete<ResponseOf<'DELETE /api/messages/blocks/:userId'>>(
            `/api/messages/blocks/${encodeURIComponent(userId)}`,
          ),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}
