import { ApiError, tokens } from '@optio/api-client';
import { streamMessage, type StreamHandlers } from './streamMessage';
import type { TutorMessage } from './types';

const message = (role: 'student' | 'tutor', content: string): TutorMessage => ({
  id: `${role}-1`,
  conversation_id: 'c1',
  role,
  content,
  flagged: false,
  created_at: '2026-01-01T00:00:00.000Z',
});

/** A text/event-stream body delivered in awkward pieces (split inside an event). */
function eventStream(events: [string, unknown][]): Response {
  const text = events.map(([e, d]) => `event: ${e}\ndata: ${JSON.stringify(d)}\n\n`).join('');
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function recorder() {
  const seen: string[] = [];
  const handlers: StreamHandlers = {
    onStudent: (m) => seen.push(`student:${m.content}`),
    onDelta: (t) => seen.push(`delta:${t}`),
    onReplace: (t) => seen.push(`replace:${t}`),
    onDone: (m) => seen.push(`done:${m.content}`),
  };
  return { seen, handlers };
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  tokens.clear();
});

describe('streamMessage', () => {
  it('hands over each event as it arrives, including a replacement', async () => {
    tokens.setTokens({ access_token: 'a1' });
    const calls: RequestInit[] = [];
    globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (String(url).endsWith('/api/auth/csrf')) return json(200, { csrf_token: 'c1' });
      calls.push(init ?? {});
      return eventStream([
        ['student', { message: message('student', 'hi') }],
        ['delta', { text: 'Hello ' }],
        ['delta', { text: 'there. ' }],
        ['replace', { text: 'Safe text.' }],
        ['done', { message: message('tutor', 'Safe text.') }],
      ]);
    }) as typeof fetch;
    const { seen, handlers } = recorder();
    await streamMessage('c1', 'hi', handlers);
    expect(seen).toEqual([
      'student:hi',
      'delta:Hello ',
      'delta:there. ',
      'replace:Safe text.',
      'done:Safe text.',
    ]);
    const headers = calls[0]!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer a1');
    expect(headers['X-CSRF-Token']).toBe('c1');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ message: 'hi' });
  });

  it('refreshes the session once on 401 and replays with the new token', async () => {
    tokens.setTokens({ access_token: 'old', refresh_token: 'r1' });
    const auth: string[] = [];
    globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = String(url);
      if (path.endsWith('/api/auth/csrf')) return json(200, { csrf_token: 'c1' });
      if (path.endsWith('/api/auth/refresh'))
        return json(200, { access_token: 'new', refresh_token: 'r2' });
      const bearer = (init?.headers as Record<string, string>).Authorization ?? '';
      auth.push(bearer);
      if (bearer === 'Bearer old') return json(401, { error: 'Authentication required' });
      return eventStream([['done', { message: message('tutor', 'ok') }]]);
    }) as typeof fetch;
    const { seen, handlers } = recorder();
    await streamMessage('c1', 'hi', handlers);
    expect(auth).toEqual(['Bearer old', 'Bearer new']);
    expect(seen).toEqual(['done:ok']);
  });

  it("throws the server's words for a refusal before the stream (429)", async () => {
    globalThis.fetch = jest.fn(async (url: string | URL | Request) =>
      String(url).endsWith('/api/auth/csrf')
        ? json(200, { csrf_token: 'c1' })
        : json(429, { error: 'You have used all 10 tutor messages for today.' }),
    ) as typeof fetch;
    const error = await streamMessage('c1', 'hi', recorder().handlers).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).message).toMatch(/all 10 tutor messages/);
  });

  it('throws when the stream ends with an error event', async () => {
    globalThis.fetch = jest.fn(async (url: string | URL | Request) =>
      String(url).endsWith('/api/auth/csrf')
        ? json(200, { csrf_token: 'c1' })
        : eventStream([['error', { error: "The tutor couldn't answer just now." }]]),
    ) as typeof fetch;
    await expect(streamMessage('c1', 'hi', recorder().handlers)).rejects.toThrow(
      "The tutor couldn't answer just now.",
    );
  });
});
