import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idempotencyKeyFor } from '@optio/api-client';
import { connectionKeys } from './keys';
import type { Friend } from './types';

const at = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** Every friends call changes the lists and maybe the feed: refresh both afterwards. */
function useFriendsMutation<TArg, TResult>(
  call: (arg: TArg, idempotencyKey: string) => Promise<TResult>,
) {
  const client = useQueryClient();
  return useMutation({
    // One key per click, so a retried request or acceptance is acted on once.
    mutationFn: (arg: TArg, context) => call(arg, idempotencyKeyFor(context)),
    onSuccess: () => client.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}

/** POST /api/community/friends/request: the same answer whether or not the address has an account. */
export const useSendFriendRequest = () =>
  useFriendsMutation((email: string, idempotencyKey) =>
    api.post<{ message: string }>('/api/community/friends/request', { email }, { idempotencyKey }),
  );

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

/** DELETE /api/community/friends/decline/{id} */
export const useDeclineFriendRequest = () =>
  useFriendsMutation((id: string) =>
    api.delete<{ message: string }>(at('/api/community/friends/decline', id)),
  );

/** DELETE /api/community/friends/cancel/{id} */
export const useCancelFriendRequest = () =>
  useFriendsMutation((id: string) =>
    api.delete<{ message: string }>(at('/api/community/friends/cancel', id)),
  );

/** DELETE /api/community/friends/{userId}: ends the friendship for both. */
export const useRemoveFriend = () =>
  useFriendsMutation((userId: string) =>
    api.delete<{ message: string }>(at('/api/community/friends', userId)),
  );
