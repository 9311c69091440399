import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screenTextWithProvider, type ProviderConfig } from './index';

type Handler = (body: Record<string, unknown>, res: ServerResponse) => void;

/** A stub of an OpenAI-compatible API, started in the test; it records what it was sent. */
let server: Server;
let handler: Handler;
const received: { url: string; auth: string | undefined; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(data) as Record<string, unknown>;
      received.push({ url: req.url ?? '', auth: req.headers.authorization, body });
      handler(body, res);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((ok) => server.close(() => ok()));
});
beforeEach(() => {
  received.length = 0;
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

function config(
  mode: ProviderConfig['mode'],
  warnings: string[] = [],
  timeoutMs = 2000,
): ProviderConfig {
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/v1`,
    apiKey: 'test-key',
    model: 'stub-model',
    mode,
    timeoutMs,
    warn: (m) => warnings.push(m),
  };
}

const innocent = { text: 'can you help me with fractions', surface: 'direct_message' as const };

describe('the external moderation provider', () => {
  it('moderations mode: maps the categories, the stricter verdict wins, only masked text is sent', async () => {
    handler = (_body, res) =>
      json(res, 200, {
        results: [{ flagged: true, categories: { 'self-harm/intent': true, violence: false } }],
      });
    const verdict = await screenTextWithProvider(
      { ...innocent, text: 'call me on 555-123-4567 about fractions' },
      config('moderations'),
    );
    expect(verdict.categories).toEqual(['self_harm', 'personal_info']);
    expect(verdict.flags[0]).toMatchObject({ severity: 'critical', source: 'provider' });
    expect(received[0]).toMatchObject({ url: '/v1/moderations', auth: 'Bearer test-key' });
    expect(received[0]!.body).toEqual({
      model: 'stub-model',
      input: 'call me on [phone number] about fractions',
    });
  });

  it('chat mode: reads the JSON answer of a chat model used as a classifier', async () => {
    handler = (_body, res) =>
      json(res, 200, {
        choices: [{ message: { content: '{"categories": ["drugs"], "severity": "medium"}' } }],
      });
    const verdict = await screenTextWithProvider(innocent, config('chat'));
    expect(verdict).toMatchObject({ flagged: true, categories: ['drugs'], severity: 'medium' });
    expect(received[0]!.url).toBe('/v1/chat/completions');
    expect(received[0]!.body).toMatchObject({ model: 'stub-model', temperature: 0 });
  });

  it('never lowers the embedded verdict: a provider that finds nothing changes nothing', async () => {
    handler = (_body, res) => json(res, 200, { results: [{ flagged: false, categories: {} }] });
    const verdict = await screenTextWithProvider(
      { text: 'i want to kill myself', surface: 'direct_message' },
      config('moderations'),
    );
    expect(verdict).toMatchObject({ categories: ['self_harm'], severity: 'critical' });
  });

  it.each([
    ['an HTTP error', (_b: unknown, res: ServerResponse) => json(res, 500, { error: 'down' })],
    ['a garbage answer', (_b: unknown, res: ServerResponse) => json(res, 200, { hello: 1 })],
    [
      'a chat answer that is not JSON',
      (_b: unknown, res: ServerResponse) =>
        json(res, 200, { choices: [{ message: { content: 'I think it is fine' } }] }),
    ],
    ['a time-out', () => undefined],
  ])('keeps the embedded verdict, with a warning, on %s', async (_name, h) => {
    handler = h as Handler;
    const warnings: string[] = [];
    const mode = _name.includes('chat') ? 'chat' : 'moderations';
    const verdict = await screenTextWithProvider(
      { text: 'i want to kill myself', surface: 'direct_message' },
      config(mode, warnings, _name === 'a time-out' ? 300 : 2000),
    );
    expect(verdict).toMatchObject({ categories: ['self_harm'], severity: 'critical' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/embedded verdict stands/);
  });

  it('runs the embedded screen alone when no provider is configured', async () => {
    const verdict = await screenTextWithProvider(innocent, null);
    expect(verdict.flagged).toBe(false);
  });
});
