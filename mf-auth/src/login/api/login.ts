import { api } from '@optio/api-client';
import type { LoginResponse } from '@optio/session';

/** POST /api/auth/login */
export const login = (values: { email: string; password: string }) =>
  api.post<LoginResponse>('/api/auth/login', values, { skipAuthRefresh: true });
