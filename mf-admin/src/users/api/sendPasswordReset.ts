import { api } from '@optio/api-client';
import type { MessageResponse } from '@optio/contracts/common';

/** POST /api/admin/users/{id}/password-reset */
export const sendPasswordReset = (id: string) =>
  api.post<MessageResponse>(`/api/admin/users/${encodeURIComponent(id)}/password-reset`);
