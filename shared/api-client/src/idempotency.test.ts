import { QueryClient, MutationObserver } from '@tanstack/react-query';
import { configureApi } from './config';
import { resetCsrfToken } from './csrf';
import { api } from './http';
import { idempotencyKeyFor, newIdempotencyKey } from './idempotency';
import { json, fakePage, leavePage, mockFetch } from './testUtils';
import { tokens } from './tokens';

beforeEach(() => {
  tokens.clear();
  resetCsrfToken();
  configureApi({ baseUrl: '' });
  fakePage({ pathname: '/dashboard', cookie: 'csrf_token=cookie-token' });
});
afterEach(() => leavePage());

const keyOf = (call: { headers: Record<string, string> }) => call.headers['idempotency-key'];

describe('Idempotency-Key', () => {
  it('makes random UUIDs', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('sends one key per call on POST, PUT and PATCH, none on GET and DELETE', async () => {
    const calls = mockFetch(() => json(200, {}));
    await api.get('/api/x');
    await api.post('/api/x', {});
    await api.post('/api/x', {});
    await api.put('/api/x', {});
    await api.patch('/api/x', {});
    await api.delete('/api/x');
    await api.post('/api/x', {}, { idempotencyKey: 'given-key-123' });
    await api.post('/api/x', {}, { idempotencyKey: false });
    const keys = calls.map(keyOf);
    expect(keys[0]).toBeUndefined();
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys.slice(1, 5)).size).toBe(4);
    expect(keys[5]).toBeUndefined();
    expect(keys[6]).toBe('given-key-123');
    expect(keys[7]).toBeUndefined();
  });

  it("reuses the call's key for its own retries after a 503 or a lost answer", async () => {
    let n = 0;
    const calls = mockFetch(() => {
      n += 1;
      if (n === 1) throw new TypeError('Failed to fetch');
      return n === 2 ? json(503, { error: 'busy' }) : json(201, { id: 1 });
    });
    const retry = { attempts: 3, baseDelayMs: 0, factor: 1, maxJitterMs: 0, retryOn: () => true };
    await expect(api.post('/api/x', { a: 1 }, { retry })).resolves.toEqual({ id: 1 });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map(keyOf)).size).toBe(1);
  });

  it('keeps the key when a 401 refresh or a CSRF refusal replays the request', async () => {
    tokens.setTokens({ access_token: 'old', refresh_token: 'R' });
    let posts = 0;
    const calls = mockFetch((c) => {
      if (c.url.endsWith('/api/auth/refresh'))
        return json(200, { access_token: 'new', refresh_token: 'R2' });
      if (c.url.endsWith('/api/auth/csrf')) return json(200, { csrf_token: 'fresh' });
      posts += 1;
      if (posts === 1) return json(401, { error: 'Authentication required' });
      if (posts === 2) return json(403, { error: 'Invalid CSRF token' });
      return json(201, {});
    });
    await api.post('/api/x', {});
    const sent = calls.filter((c) => c.url.endsWith('/api/x'));
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(new Set(sent.map(keyOf)).size).toBe(1);
  });

  it("reuses one key across React Query's retries of one mutate, a new one per mutate", async () => {
    const client = new QueryClient();
    let n = 0;
    const calls = mockFetch(() => {
      n += 1;
      return n % 3 === 0 ? json(201, { n }) : json(503, { error: 'busy' });
    });
    const observer = new MutationObserver(client, {
      mutationFn: (body: string, context) =>
        api.post('/api/messages/with/u1', { body }, { idempotencyKey: idempotencyKeyFor(context) }),
      retry: 2,
      retryDelay: 0,
    });
    await observer.mutate('hello');
    await observer.mutate('hello');
    expect(calls).toHaveLength(6);
    const keys = calls.map(keyOf);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(new Set(keys.slice(3)).size).toBe(1);
    expect(keys[3]).not.toBe(keys[0]);
    client.clear();
  });

  it('gives the same object the same key and another object another key', () => {
    const action = {};
    expect(idempotencyKeyFor(action)).toBe(idempotencyKeyFor(action));
    expect(idempotencyKeyFor({})).not.toBe(idempotencyKeyFor(action));
  });
});
