import { api } from '@optio/api-client';
import type { Friend } from './types';
import { useFriendsMutation } from './useFriendsMutation';

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** POST /api/community/friends/accept/{id} */
export const useAcceptFriendRequest = () =>
  useFriendsMutation((id: string, idempotencyKey) =>
    api.post<{ friend: Friend | null; awaiting_parent: boolean }>(
      at('/api/community/friends/accept', id),
      undefined,
      {
        idempotencyKey,
      },
    ),
  );
