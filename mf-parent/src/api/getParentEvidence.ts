import { useQuery } from '@tanstack/react-query';
import { api } from '@optio/api-client';
import { familyKeys } from './keys';
import type { ResponseOf } from '@optio/contracts/endpoints';

/** GET /api/parent/evidence/{childId}: what parents documented and the child's decision. */
export const useParentEvidence = (childId: string) =>
  useQuery({
    queryKey: familyKeys.evidence(childId),
    queryFn: ({ signal }) =>
      api.get<ResponseOf<'GET /api/parent/evidence/:childId'>>(
        `/api/parent/evidence/${encodeURIComponent(childId)}`,
        { signal },
      ),
    select: (d) => d.items,
  });
