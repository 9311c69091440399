// Helpers for this package's unit tests: a scripted `fetch` and a fake page (location, cookie, meta).

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export type FetchHandler = (call: FetchCall) => Response | Promise<Response>;

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Installs a mock global fetch driven by `handler` and returns the calls it saw. */
export function mockFetch(handler: FetchHandler): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const call: FetchCall = {
      url: String(input),
      method: (init.method ?? 'GET').toUpperCase(),
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      credentials: init.credentials,
    };
    calls.push(call);
    return handler(call);
  }) as typeof fetch;
  return calls;
}

/** Makes the tests run "on a page": pathname, cookies and an optional csrf meta tag. */
export function fakePage(
  options: { pathname?: string; cookie?: string; meta?: string | null } = {},
): void {
  const pathname = options.pathname ?? '/dashboard';
  Object.defineProperty(globalThis, 'location', {
    configurable: true,
    value: { pathname, href: `http://localhost:8080${pathname}`, hostname: 'localhost' },
  });
  const meta = options.meta ?? null;
  Object.defineProperty(globalThis, 'document', {
    configurable: true,
    value: {
      cookie: options.cookie ?? '',
      querySelector: (selector: string) =>
        selector === 'meta[name="csrf-token"]' && meta !== null
          ? { getAttribute: () => meta }
          : null,
    },
  });
}

export function leavePage(): void {
  Reflect.deleteProperty(globalThis, 'location');
  Reflect.deleteProperty(globalThis, 'document');
}
