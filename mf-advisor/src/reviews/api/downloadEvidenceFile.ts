import { getBlob } from '@optio/api-client';

/**
 * Fetches an evidence file with the session's token (a plain link would go without it) and
 * saves it under its own name.
 */
export async function downloadEvidenceFile(path: string, name: string): Promise<void> {
  const url = URL.createObjectURL(await getBlob(path));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
