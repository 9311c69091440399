import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import { advisorKeys } from './keys';
import type { AssignedStudents, StudentDetail, Thread } from './types';

/** GET /api/advisor/students: the advisor's students with XP, level and active quests. */
export function useAssignedStudents(enabled = true) {
  return useQuery({
    queryKey: advisorKeys.students(),
    queryFn: ({ signal }) => api.get<AssignedStudents>('/api/advisor/students', { signal }),
    enabled,
  });
}

/** GET /api/advisor/students/{id}: one assigned student's progress (404 for anyone else). */
export function useStudentDetail(id: string) {
  return useQuery({
    queryKey: advisorKeys.student(id),
    queryFn: ({ signal }) =>
      api.get<StudentDetail>(`/api/advisor/students/${encodeURIComponent(id)}`, { signal }),
  });
}

/** POST /api/advisor/students/{id}/recommendations */
export function useRecommendBadge(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { badge_id: string; note?: string }, context) =>
      api.post<{ message: string }>(
        `/api/advisor/students/${encodeURIComponent(studentId)}/recommendations`,
        body,
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: advisorKeys.student(studentId) }),
  });
}

/** GET /api/messages/with/{userId}: the conversation with a student (messages feature). */
export function useThread(userId: string) {
  return useQuery({
    queryKey: advisorKeys.thread(userId),
    queryFn: ({ signal }) =>
      api.get<Thread>(`/api/messages/with/${encodeURIComponent(userId)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/messages/with/{userId} */
export function useSendMessage(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string, context) =>
      api.post(
        `/api/messages/with/${encodeURIComponent(userId)}`,
        { body },
        { idempotencyKey: idempotencyKeyFor(context) },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: advisorKeys.thread(userId) }),
  });
}
