import { api } from '@optio/api-client';
import type { LoginResponse } from '@optio/session';

/** POST /api/auth/login-link: signs in with the one-time token of an e-mailed link. */
export const loginWithLink = (token: string) =>
  api.post<LoginResponse>('/api/auth/login-link', { token }, { skipAuthRefresh: true });
