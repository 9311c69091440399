import { ApiError, refreshSession, tokens } from '@optio/api-client';
import type { ApiErrorBody } from '@optio/contracts';

/**
 * GET a protected file with the bearer token and hand it back as a Blob. The API client answers
 * JSON or text only, so files (evidence, the .ics export) are fetched here, with the same
 * refresh-once-on-401 rule. Never a public URL: the token travels in a header.
 */
export async function fetchAuthorizedBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const send = () => {
    const token = tokens.getAccessToken();
    return fetch(path, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      signal,
    });
  };
  let response = await send();
  if (response.status === 401 && (await refreshSession())) response = await send();
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined;
    throw new ApiError(response.status, body);
  }
  return response.blob();
}

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
  saveBlob(await fetchAuthorizedBlob(path), fileName);
}
