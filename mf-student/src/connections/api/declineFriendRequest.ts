import { api } from '@optio/api-client';
import { useFriendsMutation } from './useFriendsMutation';
import type { ResponseOf } from '@optio/contracts/endpoints';

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** DELETE /api/community/friends/decline/{id} */
export const useDeclineFriendRequest = () =>
  useFriendsMutation((id: string) =>
    api.delete<ResponseOf<'DELETE /api/community/friends/decline/:id'>>(
      at('/api/community/friends/decline', id),
    ),
  );
