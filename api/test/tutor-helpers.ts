import { DEMO_PASSWORD, type TestServer } from './helpers';
import { api, signIn, type Signed } from './learning-helpers';

export { DEMO_PASSWORD };

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Splits a text/event-stream body into its events. */
export function parseEvents(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

export interface Turn {
  status: number;
  events: SseEvent[];
  body: Record<string, unknown>;
  /** The reply as the student saw it: the deltas, or the replacement when one came. */
  shown: string;
  headers: Headers;
}

export async function startConversation(s: Signed, mode = 'study_buddy', title?: string) {
  const res = await api<{ id: string; title: string; mode: string }>(
    s,
    'POST',
    '/api/tutor/conversations',
    {
      mode,
      ...(title === undefined ? {} : { title }),
    },
  );
  if (res.status !== 201) throw new Error(`conversation: ${res.status} ${res.text}`);
  return res.body;
}

export async function send(s: Signed, conversationId: string, message: string): Promise<Turn> {
  const res = await api(s, 'POST', `/api/tutor/conversations/${conversationId}/messages`, {
    message,
  });
  const isStream = (res.headers.get('content-type') ?? '').startsWith('text/event-stream');
  const events = isStream ? parseEvents(res.text) : [];
  let shown = '';
  for (const e of events) {
    if (e.event === 'delta') shown += String(e.data.text);
    if (e.event === 'replace') shown = String(e.data.text);
  }
  return {
    status: res.status,
    events,
    body: isStream ? {} : res.body,
    shown,
    headers: res.headers,
  };
}

export const demoSignIn = (server: TestServer, role: string) =>
  signIn(server, `${role}@optio.test`, DEMO_PASSWORD);
