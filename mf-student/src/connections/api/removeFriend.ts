import { api } from '@optio/api-client';
import { useFriendsMutation } from './useFriendsMutation';

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** DELETE /api/community/friends/{userId}: ends the friendship for both. */
export const useRemoveFriend = () =>
  useFriendsMutation((userId: string) =>
    api.delete<{ message: string }>(at('/api/community/friends', userId)),
  );
