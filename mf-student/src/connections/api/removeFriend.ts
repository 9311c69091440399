import { api } from '@optio/api-client';
import { useFriendsMutation } from './useFriendsMutation';
import type { ResponseOf } from '@optio/contracts/endpoints';

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** DELETE /api/community/friends/{userId}: ends the friendship for both. */
export const useRemoveFriend = () =>
  useFriendsMutation((userId: string) =>
    api.delete<ResponseOf<'DELETE /api/community/friends/:id'>>(
      at('/api/community/friends', userId),
    ),
  );
