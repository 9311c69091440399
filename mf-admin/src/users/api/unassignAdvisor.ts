import { api } from '@optio/api-client';
import type { MessageResponse } from '@optio/contracts/common';

/** DELETE /api/admin/advisors/{advisorId}/students/{studentId} */
export const unassignAdvisor = (advisorId: string, studentId: string) =>
  api.delete<MessageResponse>(
    `/api/admin/advisors/${encodeURIComponent(advisorId)}/students/${encodeURIComponent(studentId)}`,
  );
