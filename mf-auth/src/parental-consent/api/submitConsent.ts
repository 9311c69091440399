import { api } from '@optio/api-client';
import type { MessageResponse } from '@optio/contracts/common';

/** POST /api/auth/parental-consent: the signed-in parent gives consent. */
export const submitConsent = (token: string) =>
  api.post<MessageResponse | undefined>('/api/auth/parental-consent', { token });
