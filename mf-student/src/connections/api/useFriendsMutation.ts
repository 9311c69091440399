import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotencyKeyFor } from '@optio/api-client';
import { connectionKeys } from './keys';

/** Every friends call changes the lists and maybe the feed: refresh both afterwards. */
export function useFriendsMutation<TArg, TResult>(
  call: (arg: TArg, idempotencyKey: string) => Promise<TResult>,
) {
  const client = useQueryClient();
  return useMutation({
    // One key per click, so a retried request or acceptance is acted on once.
    mutationFn: (arg: TArg, context) => call(arg, idempotencyKeyFor(context)),
    onSuccess: () => client.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
