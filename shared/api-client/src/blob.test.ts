import { getBlob } from './blob';
import { configureApi } from './config';
import { resetCsrfToken } from './csrf';
import { ApiError } from './errors';
import { queryClient } from './queryClient';
import { tokens } from './tokens';
import { fakePage, json, leavePage, mockFetch } from './testUtils';

beforeEach(() => {
  tokens.clear();
  resetCsrfToken();
  configureApi({ baseUrl: '' });
  fakePage({ pathname: '/calendar', cookie: 'csrf_token=cookie-token' });
});
afterEach(() => {
  leavePage();
  queryClient.clear();
});

describe('getBlob', () => {
  it('sends the bearer token in a header and returns the body as a blob', async () => {
    tokens.setTokens({ access_token: 'first' });
    const calls = mockFetch(() => new Response('hello', { status: 200 }));
    const blob = await getBlob('/api/evidence/e1/file');
    expect(await blob.text()).toBe('hello');
    expect(calls[0]?.url).toBe('/api/evidence/e1/file');
    expect(calls[0]?.headers['authorization']).toBe('Bearer first');
    expect(calls[0]?.headers['x-csrf-token']).toBeUndefined();
  });

  it('refreshes once on 401 and replays with the new token', async () => {
    tokens.setTokens({ access_token: 'first', refresh_token: 'R1' });
    const calls = mockFetch((call) => {
      if (call.url.endsWith('/api/auth/refresh')) {
        return json(200, { access_token: 'second', refresh_token: 'R2' });
      }
      return call.headers['authorization'] === 'Bearer second'
        ? new Response('ok', { status: 200 })
        : json(401, { error: 'Unauthorized', message: 'Unauthorized' });
    });
    expect(await (await getBlob('/api/calendar.ics')).text()).toBe('ok');
    expect(calls.filter((c) => c.url.endsWith('/api/auth/refresh'))).toHaveLength(1);
    expect(calls.at(-1)?.headers['authorization']).toBe('Bearer second');
  });

  it('throws an ApiError with the server message otherwise', async () => {
    tokens.setTokens({ access_token: 'first' });
    mockFetch(() => json(404, { error: 'No such file', message: 'No such file' }));
    const error = await getBlob('/api/evidence/x/file').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'No such file' });
  });

  it('reports no response as status 0', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('network down');
    }) as typeof fetch;
    await expect(getBlob('/api/calendar.ics')).rejects.toMatchObject({ status: 0 });
  });
});
