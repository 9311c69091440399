import { api } from '@optio/api-client';
import { useFriendsMutation } from './useFriendsMutation';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** POST /api/community/friends/request: the same answer whether or not the address has an account. */
export const useSendFriendRequest = () =>
  useFriendsMutation((email: string, idempotencyKey) =>
    api.post<ResponseOf<'POST /api/community/friends/request'>>(
      '/api/community/friends/request',
      { email },
      { idempotencyKey },
    ),
  );
