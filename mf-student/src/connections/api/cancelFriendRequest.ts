import { api } from '@optio/api-client';
import { useFriendsMutation } from './useFriendsMutation';

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** DELETE /api/community/friends/cancel/{id} */
export const useCancelFriendRequest = () =>
  useFriendsMutation((id: string) =>
    api.delete<{ message: string }>(at('/api/community/friends/cancel', id)),
  );
