import { api } from '@optio/api-client';
import type { MessageResponse } from '@optio/contracts/common';

/** POST /api/auth/reset-password with the token from the e-mail. */
export const resetPassword = (token: string, newPassword: string) =>
  api.post<MessageResponse | undefined>(
    '/api/auth/reset-password',
    { token, new_password: newPassword },
    { skipAuthRefresh: true },
  );
