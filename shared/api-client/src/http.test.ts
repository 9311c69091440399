import { api } from './http';
import { configureApi } from './config';
import { resetCsrfToken } from './csrf';
import { ApiError, serverMessage } from './errors';
import { queryClient } from './queryClient';
import { onSessionExpired, type SessionExpiredEvent } from './sessionExpiry';
import { tokens } from './tokens';
import { fakePage, json, leavePage, mockFetch } from './testUtils';

beforeEach(() => {
  tokens.clear();
  resetCsrfToken();
  configureApi({ baseUrl: '' });
  fakePage({ pathname: '/dashboard', cookie: 'theme=dark; csrf_token=cookie-token' });
});
afterEach(() => {
  leavePage();
  queryClient.clear();
});

describe('headers and credentials (docs/product.md#headers)', () => {
  it('sends JSON, and the bearer token only when one is held', async () => {
    const calls = mockFetch(() => json(200, { ok: true }));
    await api.get('/api/settings');
    tokens.setTokens({ access_token: 'A1', refresh_token: 'R1' });
    await api.get('/api/settings');
    expect(calls[0]?.headers['authorization']).toBeUndefined();
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[1]?.headers['authorization']).toBe('Bearer A1');
  });

  it('sends the CSRF header from the cookie on POST, PUT, PATCH and DELETE only', async () => {
    const calls = mockFetch(() => json(200, {}));
    await api.get('/api/x');
    await api.post('/api/x', { a: 1 });
    await api.put('/api/x', {});
    await api.patch('/api/x', {});
    await api.delete('/api/x');
    expect(calls.map((c) => [c.method, c.headers['x-csrf-token']])).toEqual([
      ['GET', undefined],
      ['POST', 'cookie-token'],
      ['PUT', 'cookie-token'],
      ['PATCH', 'cookie-token'],
      ['DELETE', 'cookie-token'],
    ]);
    expect(calls[1]?.body).toEqual({ a: 1 });
    expect(calls[1]?.headers['content-type']).toBe('application/json');
    expect(calls[4]?.headers['content-type']).toBeUndefined();
  });

  it('reads the meta tag when there is no cookie', async () => {
    fakePage({ cookie: '', meta: 'meta-token' });
    const calls = mockFetch(() => json(200, {}));
    await api.post('/api/x', {});
    expect(calls[0]?.headers['x-csrf-token']).toBe('meta-token');
  });

  it('fetches a token first when neither cookie nor meta exists', async () => {
    fakePage({ cookie: '' });
    const calls = mockFetch((c) =>
      c.url === '/api/auth/csrf' ? json(200, { csrf_token: 'fetched' }) : json(200, {}),
    );
    await api.post('/api/x', {});
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/auth/csrf', 'POST /api/x']);
    expect(calls[1]?.headers['x-csrf-token']).toBe('fetched');
  });

  it('replays once with a new token after 403 "Invalid CSRF token"', async () => {
    let posts = 0;
    const calls = mockFetch((c) => {
      if (c.url === '/api/auth/csrf') return json(200, { csrf_token: 'renewed' });
      posts += 1;
      return posts === 1
        ? json(403, { error: 'Invalid CSRF token', message: 'Invalid CSRF token' })
        : json(200, { ok: 1 });
    });
    await expect(api.post('/api/x', {})).resolves.toEqual({ ok: 1 });
    expect(calls.map((c) => c.url)).toEqual(['/api/x', '/api/auth/csrf', '/api/x']);
    expect(calls[2]?.headers['x-csrf-token']).toBe('renewed');
  });

  it('does not replay a CSRF refusal twice', async () => {
    const calls = mockFetch((c) =>
      c.url === '/api/auth/csrf'
        ? json(200, { csrf_token: 'renewed' })
        : json(403, { error: 'Invalid CSRF token', message: 'x' }),
    );
    await expect(api.post('/api/x', {})).rejects.toMatchObject({ status: 403 });
    expect(calls.filter((c) => c.url === '/api/x')).toHaveLength(2);
  });

  it('includes credentials, except for a hosted-platform API host', async () => {
    const calls = mockFetch(() => json(200, {}));
    await api.get('/api/a');
    configureApi({ baseUrl: 'https://api.example.org' });
    await api.get('/api/b');
    configureApi({ baseUrl: 'https://optio-api.onrender.com' });
    await api.get('/api/c');
    configureApi({ baseUrl: 'https://optio.vercel.app/' });
    await api.get('/api/d');
    expect(calls.map((c) => [c.url, c.credentials])).toEqual([
      ['/api/a', 'include'],
      ['https://api.example.org/api/b', 'include'],
      ['https://optio-api.onrender.com/api/c', 'same-origin'],
      ['https://optio.vercel.app/api/d', 'same-origin'],
    ]);
  });

  it('adds query parameters', async () => {
    const calls = mockFetch(() => json(200, {}));
    await api.get('/api/auth/parental-consent', { query: { token: 'a b', skip: undefined } });
    expect(calls[0]?.url).toBe('/api/auth/parental-consent?token=a+b');
  });
});

describe('errors', () => {
  it('turns an error response into an ApiError with the server body', async () => {
    mockFetch(() => json(429, { error: 'Too Many Requests', message: 'Slow down' }));
    const error = (await api
      .post('/api/auth/login', {}, { skipAuthRefresh: true })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(429);
    expect(error.body).toEqual({ error: 'Too Many Requests', message: 'Slow down' });
    expect(serverMessage(error)).toBe('Slow down');
  });

  it('reports no response as status 0', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, body: undefined });
  });

  it('returns undefined for 204', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('/api/x')).resolves.toBeUndefined();
  });
});

describe('401 handling (docs/product.md#session-expiry)', () => {
  it('10 concurrent 401s cause exactly one refresh and ten replays', async () => {
    tokens.setTokens({ access_token: 'old', refresh_token: 'R-old' });
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const calls = mockFetch(async (c) => {
      if (c.url === '/api/auth/refresh') {
        await refreshGate;
        return json(200, { access_token: 'new', refresh_token: 'R-new' });
      }
      return c.headers['authorization'] === 'Bearer new'
        ? json(200, { url: c.url })
        : json(401, { error: 'Unauthorized', message: 'expired' });
    });
    const requests = Array.from({ length: 10 }, (_, i) => api.get(`/api/item/${i}`));
    await new Promise((r) => setTimeout(r, 0));
    releaseRefresh();
    const results = await Promise.all(requests);
    expect(results).toEqual(Array.from({ length: 10 }, (_, i) => ({ url: `/api/item/${i}` })));
    const refreshes = calls.filter((c) => c.url === '/api/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ refresh_token: 'R-old' });
    expect(calls.filter((c) => c.headers['authorization'] === 'Bearer new')).toHaveLength(10);
    expect(calls).toHaveLength(21);
    expect(tokens.getAccessToken()).toBe('new');
    expect(tokens.getRefreshToken()).toBe('R-new');
  });

  it('refreshes with an empty body when no refresh token is in memory (after a reload)', async () => {
    const calls = mockFetch((c) => {
      if (c.url === '/api/auth/refresh')
        return json(200, { access_token: 'fresh', refresh_token: 'R' });
      return c.headers['authorization'] ? json(200, { me: 1 }) : json(401, {});
    });
    await expect(api.get('/api/auth/me')).resolves.toEqual({ me: 1 });
    expect(calls[1]).toMatchObject({ url: '/api/auth/refresh', method: 'POST', body: {} });
    expect(calls[1]?.headers['x-csrf-token']).toBe('cookie-token');
  });

  it('never refreshes for the refresh call itself', async () => {
    const calls = mockFetch(() => json(401, { error: 'Unauthorized', message: 'no' }));
    await expect(api.post('/api/auth/refresh', {})).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('refreshes at most once per request', async () => {
    tokens.setTokens({ access_token: 'old', refresh_token: 'R' });
    const calls = mockFetch((c) =>
      c.url === '/api/auth/refresh'
        ? json(200, { access_token: 'new', refresh_token: 'R2' })
        : json(401, {}),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/x', '/api/auth/refresh', '/api/x']);
  });

  it('skipAuthRefresh leaves a 401 alone', async () => {
    const calls = mockFetch(() =>
      json(401, { error: 'Unauthorized', message: 'Invalid email or password' }),
    );
    await expect(api.post('/api/auth/login', {}, { skipAuthRefresh: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls).toHaveLength(1);
  });

  it('a failed refresh clears tokens and every cached query and sends a private page to /login', async () => {
    tokens.setTokens({ access_token: 'old', refresh_token: 'R' });
    queryClient.setQueryData(['auth', 'me'], { id: 'u1' });
    queryClient.setQueryData(['quests'], [1, 2]);
    const events: SessionExpiredEvent[] = [];
    const unsubscribe = onSessionExpired((e) => events.push(e));
    const calls = mockFetch(() => json(401, { error: 'Unauthorized', message: 'expired' }));
    const results = await Promise.allSettled([api.get('/api/a'), api.get('/api/b')]);
    unsubscribe();
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(events).toEqual([{ redirectTo: '/login' }]);
  });

  it('a failed refresh on a public page does not redirect', async () => {
    const events: SessionExpiredEvent[] = [];
    const unsubscribe = onSessionExpired((e) => events.push(e));
    mockFetch(() => json(401, {}));
    for (const pathname of ['/', '/login', '/portfolio/jane', '/promo/credit-tracker']) {
      fakePage({ pathname, cookie: 'csrf_token=t' });
      await api.get('/api/auth/me').catch(() => undefined);
    }
    fakePage({ pathname: '/quests/42', cookie: 'csrf_token=t' });
    await api.get('/api/auth/me').catch(() => undefined);
    unsubscribe();
    expect(events).toEqual([
      { redirectTo: null },
      { redirectTo: null },
      { redirectTo: null },
      { redirectTo: null },
      { redirectTo: '/login' },
    ]);
  });

  it('a sign-in completing during a failed refresh is kept', async () => {
    const listener = jest.fn();
    const unsubscribe = onSessionExpired(listener);
    mockFetch((c) => {
      if (c.url === '/api/auth/refresh') {
        tokens.setTokens({ access_token: 'signed-in-meanwhile', refresh_token: 'R' });
        return json(401, {});
      }
      return c.headers['authorization'] === 'Bearer signed-in-meanwhile'
        ? json(200, { ok: true })
        : json(401, {});
    });
    await expect(api.get('/api/auth/me')).resolves.toEqual({ ok: true });
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
    expect(tokens.getAccessToken()).toBe('signed-in-meanwhile');
  });

  it('unsubscribed listeners are not called', async () => {
    const listener = jest.fn();
    onSessionExpired(listener)();
    mockFetch(() => json(401, {}));
    await api.get('/api/a').catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
  });

  it('a refresh with no response keeps the session', async () => {
    tokens.setTokens({ access_token: 'old', refresh_token: 'R' });
    mockFetch((c) => {
      if (c.url === '/api/auth/refresh') throw new TypeError('Failed to fetch');
      return json(401, {});
    });
    await expect(api.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(tokens.getAccessToken()).toBe('old');
  });
});
