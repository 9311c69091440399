import { api } from '@optio/api-client';
import type { ConsentRequest } from '@optio/contracts/auth';

/** GET /api/auth/parental-consent?token=: what the child's consent request says. */
export const getConsentRequest = (token: string) =>
  api.get<ConsentRequest>('/api/auth/parental-consent', {
    query: { token },
    skipAuthRefresh: true,
  });
