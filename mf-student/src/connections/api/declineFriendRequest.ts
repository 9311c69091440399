import { api } from '@optio/api-client';
import { useFriendsMutation } from './useFriendsMutation';

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** DELETE /api/community/friends/decline/{id} */
export const useDeclineFriendRequest = () =>
  useFriendsMutation((id: string) =>
    api.delete<{ message: string }>(at('/api/community/friends/decline', id)),
  );
