import { api } from '@optio/api-client';
import type { MessageResponse } from '@optio/contracts/common';

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export const requestPasswordReset = (values: { email: string }) =>
  api.post<MessageResponse | undefined>('/api/auth/forgot-password', values, {
    skipAuthRefresh: true,
  });
