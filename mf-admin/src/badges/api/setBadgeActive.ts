import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import type { EditableBadge } from '@optio/contracts/badges-admin';
import { adminKeys } from '../../api/keys';

/** PUT /api/admin/badges/{id}/active */
export const setBadgeActive = ({ id, active }: { id: string; active: boolean }) =>
  api.put<EditableBadge>(`/api/admin/badges/${encodeURIComponent(id)}/active`, {
    is_active: active,
  });

/** `onSuccess` runs before the admin queries are invalidated. */
export function useSetBadgeActive({ onSuccess }: { onSuccess?: (badge: EditableBadge) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setBadgeActive,
    onSuccess: (badge) => {
      onSuccess?.(badge);
      return client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
