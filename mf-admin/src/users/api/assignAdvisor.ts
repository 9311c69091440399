import { api } from '@optio/api-client';
import type { MessageResponse } from '@optio/contracts/common';

/** PUT /api/admin/advisors/{advisorId}/students/{studentId} */
export const assignAdvisor = (advisorId: string, studentId: string) =>
  api.put<MessageResponse>(
    `/api/admin/advisors/${encodeURIComponent(advisorId)}/students/${encodeURIComponent(studentId)}`,
  );
