import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer, type TestServer } from './helpers';
import type { Signed } from './learning-helpers';
import { demoSignIn, send, startConversation } from './tutor-helpers';

// Starting the server seeds the demo through the safety screen, whose classifier loads first.
jest.setTimeout(30_000);

/** A stand-in for an OpenAI-compatible API: records each request, streams a scripted reply. */
let stub: Server;
let script: { status: number; pieces: string[] } = { status: 200, pieces: [] };
const seen: { url: string; auth: string | undefined; body: Record<string, unknown> }[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

let server: TestServer;
let student: Signed;

beforeAll(async () => {
  stub = createServer((req, res) => {
    void readBody(req).then((raw) => {
      seen.push({
        url: req.url ?? '',
        auth: req.headers.authorization,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      if (script.status !== 200) {
        res.writeHead(script.status, { 'content-type': 'application/json' });
        res.end('{"error":{"message":"overloaded"}}');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const piece of script.pieces) {
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  server = await startServer(
    {},
    {
      TUTOR_API_URL: `http://127.0.0.1:${port}/v1`,
      TUTOR_API_KEY: 'test-key',
      TUTOR_MODEL: 'tiny-tutor',
    },
  );
  student = await demoSignIn(server, 'student');
});

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => stub.close(resolve));
});

describe('OpenAI-compatible provider', () => {
  it('sends the screened history with the tutoring rules and streams the reply', async () => {
    script = { status: 200, pieces: ['Great ', 'question! ', 'What do you ', 'notice first?'] };
    const convo = await startConversation(student, 'discovery');
    const turn = await send(student, convo.id, 'Why is the sky blue? My name is Sam Patel');
    expect(turn.status).toBe(200);
    expect(turn.shown).toContain('Great question! What do you notice first?');
    expect(turn.events.at(-1)!.event).toBe('done');

    const call = seen.at(-1)!;
    expect(call.url).toBe('/v1/chat/completions');
    expect(call.auth).toBe('Bearer test-key');
    expect(call.body).toMatchObject({ model: 'tiny-tutor', stream: true });
    const messages = call.body.messages as { role: string; content: string }[];
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toMatch(/never just give the answer/);
    expect(messages[0]!.content).toMatch(/Discovery/);
    // The model never sees the child's full name: it was masked before anything left.
    expect(messages.at(-1)).toEqual({
      role: 'user',
      content: 'Why is the sky blue? My name is [name]',
    });
  });

  it('replaces a reply that fails screening and records it', async () => {
    script = { status: 200, pieces: ['Sure. ', 'Text me at 555-867-5309 anytime.'] };
    const convo = await startConversation(student, 'study_buddy');
    const turn = await send(student, convo.id, 'Can you help me later?');
    expect(turn.events.map((e) => e.event)).toContain('replace');
    expect(turn.shown).not.toContain('555');
    const done = turn.events.at(-1)!.data.message as { content: string; flagged: boolean };
    expect(done.flagged).toBe(true);
    expect(done.content).not.toContain('555');
    const incidents = await server.app.ctx.db.kysely
      .selectFrom('safety_incidents' as never)
      .selectAll()
      .where('conversation_id' as never, '=', convo.id as never)
      .execute();
    expect(incidents).toMatchObject([
      { category: 'personal_info', action_taken: 'reply_replaced' },
    ]);
  });

  it('reports an unavailable service as an error event, keeping the student message', async () => {
    script = { status: 503, pieces: [] };
    const convo = await startConversation(student, 'teacher');
    const turn = await send(student, convo.id, 'Explain gravity');
    expect(turn.status).toBe(200);
    expect(turn.events.map((e) => e.event)).toEqual(['student', 'error']);
    expect(String(turn.events[1]!.data.error)).toMatch(/couldn't answer/);
  });
});
