import { systemPrompt } from './system-prompt';
import type { TutorProvider, TutorRequest } from './types';

export class TutorProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TutorProviderError';
  }
}

/** `TUTOR_API_URL` may be the API base (…/v1) or the full …/chat/completions address. */
export function completionsUrl(apiUrl: string): string {
  const url = new URL(apiUrl);
  if (!/^https?:$/.test(url.protocol)) throw new Error('TUTOR_API_URL must be an http(s) URL');
  const base = url.toString().replace(/\/+$/, '');
  return base.endsWith('/chat/completions') ? base : `${base}/chat/completions`;
}

/** Parses a server-sent-events body into the content pieces of chat-completion chunks. */
async function* contentPieces(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        let chunk: { choices?: { delta?: { content?: unknown } }[] };
        try {
          chunk = JSON.parse(data) as typeof chunk;
        } catch {
          continue; // a keep-alive or a malformed line; the rest of the stream may be fine
        }
        const piece = chunk.choices?.[0]?.delta?.content;
        if (typeof piece === 'string' && piece) yield piece;
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * An OpenAI-compatible chat-completions client (OpenAI, Azure OpenAI, vLLM, llama.cpp,
 * Ollama's /v1 and the like), streaming. The student's messages it sends have already been
 * screened and masked; its pieces are screened again by the caller before anyone sees them.
 */
export class OpenAiCompatibleTutor implements TutorProvider {
  readonly name = 'openai-compatible';
  private readonly url: string;

  constructor(
    apiUrl: string,
    private readonly apiKey: string | undefined,
    private readonly model: string,
    private readonly timeoutMs = 30_000,
  ) {
    this.url = completionsUrl(apiUrl);
  }

  async *reply(request: TutorRequest): AsyncIterable<string> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    const messages = [
      { role: 'system', content: systemPrompt(request) },
      ...request.history.map((t) => ({
        role: t.role === 'student' ? 'user' : 'assistant',
        content: t.content,
      })),
    ];
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          ...(this.apiKey ? { Authorization: `Bearer ${this.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: this.model, stream: true, messages, temperature: 0.6 }),
        signal,
      });
    } catch {
      throw new TutorProviderError('The tutor service could not be reached');
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      throw new TutorProviderError(`The tutor service answered ${response.status}`);
    }
    try {
      yield* contentPieces(response.body);
    } catch (err) {
      if (err instanceof TutorProviderError) throw err;
      throw new TutorProviderError('The tutor service stopped answering');
    }
  }
}
