import { api } from '@optio/api-client';
import type { Role, Tier } from '@optio/contracts';
import type { AdminUser } from '@optio/contracts/admin';

/** PATCH /api/admin/users/{id}: role and subscription tier. */
export const changeUser = (id: string, body: { role?: Role; subscription_tier?: Tier }) =>
  api.patch<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}`, body);
