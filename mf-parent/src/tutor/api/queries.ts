import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@optio/contracts';
import { api } from '@optio/api-client';
import type {
  ChildConversation,
  ChildMessage,
  ChildTutorSettings,
  SafetyReport,
  SettingsChange,
} from './types';

// One file for the page's five small calls, each a thin hook over the shared client.
export const parentTutorKeys = {
  all: ['parent-tutor'] as const,
  children: ['parent-tutor', 'children'] as const,
  conversations: (childId: string) => ['parent-tutor', 'conversations', childId] as const,
  messages: (conversationId: string) => ['parent-tutor', 'messages', conversationId] as const,
  report: (childId: string) => ['parent-tutor', 'report', childId] as const,
  settings: (childId: string) => ['parent-tutor', 'settings', childId] as const,
};

const enc = encodeURIComponent;

/** GET /api/parents/my-children (for the child's name). */
export const useChildren = () =>
  useQuery({
    queryKey: parentTutorKeys.children,
    queryFn: ({ signal }) => api.get<{ children: User[] }>('/api/parents/my-children', { signal }),
    select: (data) => data.children,
  });

/** GET /api/tutor/parent/conversations/{childId}. */
export const useChildConversations = (childId: string) =>
  useQuery({
    queryKey: parentTutorKeys.conversations(childId),
    queryFn: ({ signal }) =>
      api.get<{ monitoring: boolean; conversations: ChildConversation[] }>(
        `/api/tutor/parent/conversations/${enc(childId)}`,
        { signal },
      ),
  });

/** GET /api/tutor/parent/conversations/{conversationId}/messages. */
export const useChildMessages = (conversationId: string | null) =>
  useQuery({
    queryKey: parentTutorKeys.messages(conversationId ?? ''),
    enabled: conversationId !== null,
    queryFn: ({ signal }) =>
      api.get<{ messages: ChildMessage[] }>(
        `/api/tutor/parent/conversations/${enc(conversationId ?? '')}/messages`,
        { signal },
      ),
  });

/** GET /api/tutor/parent/safety-reports/{childId}. */
export const useSafetyReport = (childId: string) =>
  useQuery({
    queryKey: parentTutorKeys.report(childId),
    queryFn: ({ signal }) =>
      api.get<SafetyReport>(`/api/tutor/parent/safety-reports/${enc(childId)}`, { signal }),
  });

/** GET /api/tutor/parent/settings/{childId}. */
export const useChildSettings = (childId: string) =>
  useQuery({
    queryKey: parentTutorKeys.settings(childId),
    queryFn: ({ signal }) =>
      api.get<ChildTutorSettings>(`/api/tutor/parent/settings/${enc(childId)}`, { signal }),
  });

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
