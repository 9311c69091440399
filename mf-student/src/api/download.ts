import { getBlob } from '@optio/api-client';

/** Saves a Blob under a file name through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function downloadAuthorized(path: string, fileName: string): Promise<void> {
  saveBlob(await getBlob(path), fileName);
}
