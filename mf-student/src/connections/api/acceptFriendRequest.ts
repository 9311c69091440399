import { api } from '@optio/api-client';
import { useFriendsMutation } from './useFriendsMutation';
import type { ResponseOf } from '@optio/contracts/endpoints';

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** POST /api/community/friends/accept/{id} */
export const useAcceptFriendRequest = () =>
  useFriendsMutation((id: string, idempotencyKey) =>
    api.post<ResponseOf<'POST /api/community/friends/accept/:id'>>(
      at('/api/community/friends/accept', id),
      undefined,
      {
        idempotencyKey,
      },
    ),
  );
