import {
  ApiError,
  CSRF_HEADER,
  credentialsFor,
  readCsrfToken,
  refreshSession,
  tokens,
} from '@optio/api-client';
import type { ApiErrorBody } from '@optio/contracts';
import type { TutorMessage } from './types';

export interface StreamHandlers {
  /** The student's message as stored (screened: masked or withheld). */
  onStudent(message: TutorMessage): void;
  onDelta(text: string): void;
  /** The reply so far failed screening and is replaced by this text. */
  onReplace(text: string): void;
  onDone(message: TutorMessage): void;
}

/** The CSRF token; without one (or after a refusal) asks the server, which also sets the cookie. */
async function csrfToken(fresh = false): Promise<string | null> {
  const token = fresh ? null : readCsrfToken();
  if (token) return token;
  const url = '/api/auth/csrf';
  const res = await fetch(url, { credentials: credentialsFor(url) }).catch(() => null);
  const body = (await res?.json().catch(() => null)) as { csrf_token?: string } | null;
  return readCsrfToken() ?? body?.csrf_token ?? null;
}

async function post(
  url: string,
  message: string,
  signal?: AbortSignal,
  freshCsrf = false,
): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
  };
  const access = tokens.getAccessToken();
  if (access) headers.Authorization = `Bearer ${access}`;
  const csrf = await csrfToken(freshCsrf);
  if (csrf) headers[CSRF_HEADER] = csrf;
  return fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ message }),
    credentials: credentialsFor(url),
    signal,
  });
}

function dispatch(block: string, handlers: StreamHandlers): string | null {
  const event = /^event: (.*)$/m.exec(block)?.[1];
  const raw = /^data: (.*)$/m.exec(block)?.[1];
  if (!event || raw === undefined) return null;
  const data = JSON.parse(raw) as { message?: TutorMessage; text?: string; error?: string };
  if (event === 'student' && data.message) handlers.onStudent(data.message);
  else if (event === 'delta') handlers.onDelta(data.text ?? '');
  else if (event === 'replace') handlers.onReplace(data.text ?? '');
  else if (event === 'done' && data.message) handlers.onDone(data.message);
  else if (event === 'error') return data.error ?? 'error';
  return null;
}

/**
 * POST /api/tutor/conversations/{id}/messages, reading the reply as it streams
 * (text/event-stream). The JSON client cannot stream, so this uses fetch with the same
 * bearer token, CSRF header and credentials rule, and on a 401 refreshes through the shared
 * client (one refresh for the page) and replays once. Errors before the stream (400, 403,
 * 429) are thrown as ApiError with the server's message, like every other call.
 */
export async function streamMessage(
  conversationId: string,
  message: string,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<void> {
  const url = `/api/tutor/conversations/${encodeURIComponent(conversationId)}/messages`;
  let res: Response;
  try {
    res = await post(url, message, signal);
    if (res.status === 401 && (await refreshSession())) res = await post(url, message, signal);
    if (res.status === 403) {
      const refused = (await res
        .clone()
        .json()
        .catch(() => null)) as ApiErrorBody | null;
      // A stale CSRF pair (e.g. after signing in elsewhere): get a fresh token and replay once.
      if (refused?.error === 'Invalid CSRF token') res = await post(url, message, signal, true);
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, undefined, 'No response from the server');
  }
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => undefined)) as ApiErrorBody | undefined;
    throw new ApiError(res.status, body);
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const failure = dispatch(buffer.slice(0, end), handlers);
      buffer = buffer.slice(end + 2);
      if (failure) throw new ApiError(502, { error: failure, message: failure });
    }
  }
}
