import { download } from '../components/download';

const base = (childId: string) => `/api/parent/children/${encodeURIComponent(childId)}`;

/** GET /api/parent/children/{id}/export, saved as a JSON file. */
export const downloadChildData = (childId: string, fileName: string) =>
  download(`${base(childId)}/export`, fileName);
