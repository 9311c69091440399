import { api } from '@optio/api-client';
import type { MessageResponse } from '@optio/contracts/common';

/** POST /api/auth/resend-verification */
export const resendVerification = (email: string) =>
  api.post<MessageResponse | undefined>(
    '/api/auth/resend-verification',
    { email },
    { skipAuthRefresh: true },
  );
