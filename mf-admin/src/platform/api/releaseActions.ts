import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { adminKeys } from '../../api/keys';

/** POST /api/admin/platform/{app}/rollback: back to the previous (or the named) release. */
export const rollback = (app: string, version?: string) =>
  api.post<unknown>(
    `/api/admin/platform/${encodeURIComponent(app)}/rollback`,
    version ? { version } : {},
  );

/** POST /api/admin/platform/{app}/promote: the canary becomes the live release for everyone. */
export const promote = (app: string) =>
  api.post<unknown>(`/api/admin/platform/${encodeURIComponent(app)}/promote`);

export type ReleaseAction = 'rollback' | 'promote';

/** Runs a release action, then reads releases, health and the audit log afresh. */
export function useReleaseAction(app: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ReleaseAction) => (action === 'rollback' ? rollback(app) : promote(app)),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
