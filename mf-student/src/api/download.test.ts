import { ApiError, refreshSession, tokens } from '@optio/api-client';
import { fetchAuthorizedBlob } from './download';

jest.mock('@optio/api-client', () => {
  const actual = jest.requireActual<typeof import('@optio/api-client')>('@optio/api-client');
  return { ...actual, refreshSession: jest.fn() };
});

const refresh = refreshSession as jest.Mock;
const fetchMock = jest.fn();

function response(status: number, body = 'file') {
  return new Response(body, { status });
}

beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  tokens.setTokens({ access_token: 'first' });
});

describe('fetchAuthorizedBlob', () => {
  it('sends the bearer token in a header and returns the body as a blob', async () => {
    fetchMock.mockResolvedValue(response(200, 'hello'));
    const blob = await fetchAuthorizedBlob('/api/evidence/e1/file');
    expect(await blob.text()).toBe('hello');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/evidence/e1/file');
    expect(init.headers).toEqual({ Authorization: 'Bearer first' });
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    fetchMock.mockResolvedValueOnce(response(401)).mockResolvedValueOnce(response(200, 'ok'));
    refresh.mockImplementation(async () => {
      tokens.setTokens({ access_token: 'second' });
      return true;
    });
    expect(await (await fetchAuthorizedBlob('/api/calendar.ics')).text()).toBe('ok');
    expect((fetchMock.mock.calls[1] as [string, RequestInit])[1].headers).toEqual({
      Authorization: 'Bearer second',
    });
  });

  it('throws an ApiError with the server message otherwise', async () => {
    fetchMock.mockResolvedValue(
      response(404, JSON.stringify({ error: 'not_found', message: 'No such file' })),
    );
    await expect(fetchAuthorizedBlob('/api/evidence/x/file')).rejects.toEqual(
      expect.objectContaining({ status: 404, message: 'No such file' }),
    );
    await expect(fetchAuthorizedBlob('/api/evidence/x/file')).rejects.toBeInstanceOf(ApiError);
  });
});
