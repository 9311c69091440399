import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { ResponseOf } from '@optio/contracts/endpoints';
import { adminKeys } from '../../api/keys';
import type { ReleasesState } from './getReleases';

type AppAfterChange = ResponseOf<'POST /api/admin/platform/:app/rollback'>;

/** POST /api/admin/platform/{app}/rollback: back to the previous (or the named) release. */
export const rollback = (app: string, version?: string) =>
  api.post<AppAfterChange>(
    `/api/admin/platform/${encodeURIComponent(app)}/rollback`,
    version ? { version } : {},
  );

/** POST /api/admin/platform/{app}/promote: the canary becomes the live release for everyone. */
export const promote = (app: string) =>
  api.post<ResponseOf<'POST /api/admin/platform/:app/promote'>>(
    `/api/admin/platform/${encodeURIComponent(app)}/promote`,
  );

export type ReleaseAction = 'rollback' | 'promote';

/**
 * Runs a release action and shows the app's entry the server answers with at once; then reads
 * releases, health and the audit log afresh.
 */
export function useReleaseAction(app: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ReleaseAction) => (action === 'rollback' ? rollback(app) : promote(app)),
    onSuccess: (changed: AppAfterChange) => {
      client.setQueryData<ReleasesState>(adminKeys.releases, (state) =>
        state?.available
          ? { ...state, apps: state.apps.map((a) => (a.app === changed.app ? changed : a)) }
          : state,
      );
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
