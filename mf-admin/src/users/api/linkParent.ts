import { api } from '@optio/api-client';
import type { MessageResponse } from '@optio/contracts/common';

/** PUT /api/admin/parent-links/{parentId}/{childId} (the family feature owns the links). */
export const linkParent = (parentId: string, childId: string) =>
  api.put<MessageResponse>(
    `/api/admin/parent-links/${encodeURIComponent(parentId)}/${encodeURIComponent(childId)}`,
  );
