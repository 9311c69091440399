import { api } from '@optio/api-client';
import type { MessageResponse } from '@optio/contracts/common';

/** DELETE /api/admin/parent-links/{parentId}/{childId} (the family feature owns the links). */
export const unlinkParent = (parentId: string, childId: string) =>
  api.delete<MessageResponse>(
    `/api/admin/parent-links/${encodeURIComponent(parentId)}/${encodeURIComponent(childId)}`,
  );
