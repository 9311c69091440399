import { credentialsFor } from './config';
import { ApiError } from './errors';
import { sendAuthorized } from './http';
import { buildUrl, unwrap, type Query, type Sender } from './transport';

/** A Sender for protected files: the body of a 2xx is the Blob, anything else the error JSON. */
function blobSender(url: string, signal?: AbortSignal): Sender {
  return async (headers) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'GET',
        headers: { ...headers, Accept: '*/*' },
        credentials: credentialsFor(url),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, undefined, 'No response from the server');
    }
    const body = response.ok ? await response.blob() : await response.json().catch(() => undefined);
    return { status: response.status, body };
  };
}

/**
 * GETs a protected file (evidence, a calendar export) as a Blob, with the same bearer token,
 * credentials rule and refresh-and-replay on 401 as every JSON call. Files are never served
 * from a public URL, so downloads go through here.
 */
export async function getBlob(
  path: string,
  options: { signal?: AbortSignal; query?: Query } = {},
): Promise<Blob> {
  const url = buildUrl(path, options.query);
  return unwrap<Blob>(await sendAuthorized('GET', path, blobSender(url, options.signal), {}));
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
  // Revoked a moment later: the browser reads the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetches a protected file with the session's token (a plain link goes without it) and saves it. */
export async function downloadAuthorized(path: string, fileName: string): Promise<void> {
  saveBlob(await getBlob(path), fileName);
}
