import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import { messageKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

const withPath = (userId: string) => `/api/messages/with/${encodeURIComponent(userId)}`;

export interface ReportInput {
  reason: string;
  note?: string;
  block: boolean;
}

/** POST /api/messages/with/{userId}/report: to the safety team, with the latest messages. */
export function useReport(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportInput, context) =>
      api.post<ResponseOf<'POST /api/messages/with/:userId/report'>>(
        `${withPath(userId)}/report`,
        input,
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
    onSuccess: async (res) => {
      if (res.blocked) await client.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}
