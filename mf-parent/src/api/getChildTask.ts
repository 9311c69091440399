import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { ChildTask } from './types';

/** GET /api/parent/task/{childId}/{taskId}: the task with all its evidence. */
export const useChildTask = (childId: string, taskId: string) =>
  useQuery({
    queryKey: familyKeys.task(childId, taskId),
    queryFn: ({ signal }) =>
      api.get<ChildTask>(
        `/api/parent/task/${encodeURIComponent(childId)}/${encodeURIComponent(taskId)}`,
        { signal },
      ),
  });
