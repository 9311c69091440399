import { api } from '@optio/api-client';
import { useFriendsMutation } from './useFriendsMutation';

/** POST /api/community/friends/request: the same answer whether or not the address has an account. */
export const useSendFriendRequest = () =>
  useFriendsMutation((email: string, idempotencyKey) =>
    api.post<{ message: string }>('/api/community/friends/request', { email }, { idempotencyKey }),
  );
