import { api } from '@optio/api-client';
import type { AdminUser } from '@optio/contracts/admin';

/** POST /api/admin/users/{id}/reactivate or /deactivate. */
export const setUserActive = (id: string, active: boolean) =>
  api.post<AdminUser>(
    `/api/admin/users/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`,
  );
