import { downloadAuthorized } from '@optio/api-client';

const base = (childId: string) => `/api/parent/children/${encodeURIComponent(childId)}`;

/** GET /api/parent/children/{id}/export, saved as a JSON file. */
export const downloadChildData = (childId: string, fileName: string) =>
  downloadAuthorized(`${base(childId)}/export`, fileName);
