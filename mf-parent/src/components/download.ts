import { getBlob } from '@optio/api-client';

/** Fetches a protected file with the session's token and saves it under `name`. */
export async function download(path: string, name: string): Promise<void> {
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
