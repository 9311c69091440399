import { credentialsFor } from './config';
import { ApiError } from './errors';
import { sendAuthorized, withIdempotencyKey, type RequestOptions } from './http';
import { buildUrl, unwrap, type RawResponse, type Sender } from './transport';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0-100, or null when the browser cannot tell the total size. */
  percent: number | null;
}

export interface UploadOptions extends Pick<
  RequestOptions,
  'signal' | 'headers' | 'query' | 'idempotencyKey'
> {
  onProgress?: (progress: UploadProgress) => void;
  method?: 'POST' | 'PUT' | 'PATCH';
}

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A Sender over XMLHttpRequest, the only browser API that reports upload progress. */
function xhrSender(
  method: string,
  url: string,
  formData: FormData,
  options: UploadOptions,
): Sender {
  return (headers) =>
    new Promise<RawResponse>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, url);
      xhr.withCredentials = credentialsFor(url) === 'include';
      // The browser sets the multipart Content-Type with its boundary itself.
      for (const [name, value] of Object.entries(headers)) {
        if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
      }
      xhr.upload.onprogress = (event) => {
        options.onProgress?.({
          loaded: event.loaded,
          total: event.total,
          percent: event.lengthComputable ? Math.round((event.loaded / event.total) * 100) : null,
        });
      };
      xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
      xhr.onerror = () => reject(new ApiError(0, undefined, 'No response from the server'));
      xhr.ontimeout = xhr.onerror;
      const abort = () => xhr.abort();
      xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
      if (options.signal?.aborted) {
        reject(new DOMException('The upload was aborted', 'AbortError'));
        return;
      }
      options.signal?.addEventListener('abort', abort, { once: true });
      xhr.onloadend = () => options.signal?.removeEventListener('abort', abort);
      xhr.send(formData);
    });
}

/** Multipart upload with progress; the same bearer, CSRF and 401-refresh rules as `api`. */
export async function upload<T = unknown>(
  path: string,
  formData: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const method = options.method ?? 'POST';
  const url = buildUrl(path, options.query);
  const sent = { ...options, headers: withIdempotencyKey(method, options) };
  return unwrap<T>(
    await sendAuthorized(method, path, xhrSender(method, url, formData, options), sent),
  );
}
