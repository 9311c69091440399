import { api } from '@optio/api-client';
import type { MessageResponse } from '@optio/contracts/common';

/** POST /api/auth/verify-email with the token from the e-mail. */
export const verifyEmail = (token: string) =>
  api.post<MessageResponse | undefined>(
    '/api/auth/verify-email',
    { token },
    { skipAuthRefresh: true },
  );
