import { api } from '@optio/api-client';
import type { MessageResponse } from '@optio/contracts/common';

/** POST /api/auth/parental-consent/revoke (the link in the consent e-mail; no session needed). */
export const revokeConsent = (token: string) =>
  api.post<MessageResponse | undefined>(
    '/api/auth/parental-consent/revoke',
    { token },
    { skipAuthRefresh: true },
  );
