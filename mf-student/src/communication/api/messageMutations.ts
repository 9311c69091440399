import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import { messageKeys } from './keys';
import type { DirectMessage, Thread } from './types';

const withPath = (userId: string) => `/api/messages/with/${encodeURIComponent(userId)}`;

/** POST /api/messages/with/{userId}: appends the sent message to the open thread at once. */
export function useSendMessage(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string, context) =>
      api.post<DirectMessage>(
        withPath(userId),
        { body },
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
    onSuccess: async (message) => {
      client.setQueryData<Thread>(messageKeys.thread(userId), (old) =>
        old ? { ...old, messages: [...old.messages, message] } : old,
      );
      await client.invalidateQueries({ queryKey: messageKeys.threads });
    },
  });
}

/** POST /api/messages/with/{userId}/read: their messages to me are read now. */
export function useMarkRead(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ marked: number; unread: number }>(`${withPath(userId)}/read`),
    onSuccess: async (res) => {
      client.setQueryData(messageKeys.unread, { unread: res.unread });
      await client.invalidateQueries({ queryKey: messageKeys.threads });
    },
  });
}

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
      api.post<{ report_id: string; message: string; blocked: boolean }>(
        `${withPath(userId)}/report`,
        input,
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
    onSuccess: async (res) => {
      if (res.blocked) await client.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}

/** POST /api/messages/blocks, or DELETE /api/messages/blocks/{userId} to lift my block. */
export function useBlock(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      block
        ? api.post<{ message: string }>('/api/messages/blocks', { user_id: userId })
        : api.delete<{ message: string }>(`/api/messages/blocks/${encodeURIComponent(userId)}`),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
}
