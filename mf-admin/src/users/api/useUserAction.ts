import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../api/keys';

/**
 * Any user change (one of the calls in this folder): refreshes the lists, the user and the audit
 * log afterwards.
 */
export function useUserAction<TInput>(run: (input: TInput) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
