import type { FastifyReply } from 'fastify';
import { openEventStream } from './stream';

/** Just enough of a reply for the stream to set its status and headers. */
function replyStub() {
  const headers: Record<string, string> = {};
  const reply = {
    code: () => reply,
    header: (name: string, value: string) => {
      headers[name] = value;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, headers };
}

describe('openEventStream', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks proxies not to buffer and keeps a quiet stream alive with comment lines', () => {
    const { reply, headers } = replyStub();
    const { writer, body } = openEventStream(reply, 1000);
    const written: string[] = [];
    body.on('data', (chunk: Buffer) => written.push(chunk.toString()));
    expect(headers['X-Accel-Buffering']).toBe('no');
    expect(headers['Content-Type']).toBe('text/event-stream; charset=utf-8');

    jest.advanceTimersByTime(2500);
    writer.send('delta', { text: 'Hi' });
    expect(written).toEqual([
      ': heartbeat\n\n',
      ': heartbeat\n\n',
      'event: delta\ndata: {"text":"Hi"}\n\n',
    ]);

    writer.end();
    jest.advanceTimersByTime(5000);
    expect(written).toHaveLength(3);
  });
});
