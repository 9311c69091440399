import { resetCsrfToken } from './csrf';
import { queryClient } from './queryClient';
import { tokens } from './tokens';
import { upload, type UploadProgress } from './upload';
import { fakePage, json, leavePage, mockFetch } from './testUtils';

/** A scripted XMLHttpRequest: answers each send with the next status in `script`. */
class FakeXhr {
  static script: number[] = [];
  static sent: {
    method: string;
    url: string;
    headers: Record<string, string>;
    withCredentials: boolean;
  }[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send() {
    FakeXhr.sent.push({
      method: this.method,
      url: this.url,
      headers: this.headers,
      withCredentials: this.withCredentials,
    });
    const status = FakeXhr.script.shift() ?? 200;
    setTimeout(() => {
      this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
      this.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
      if (status === 0) {
        this.onerror?.();
      } else {
        this.status = status;
        this.responseText = JSON.stringify(
          status === 200 ? { id: 'file-1' } : { error: 'x', message: 'x' },
        );
        this.onload?.();
      }
      this.onloadend?.();
    }, 0);
  }
}

beforeEach(() => {
  FakeXhr.script = [];
  FakeXhr.sent = [];
  Object.defineProperty(globalThis, 'XMLHttpRequest', { configurable: true, value: FakeXhr });
  tokens.clear();
  resetCsrfToken();
  fakePage({ pathname: '/parent/dashboard', cookie: 'csrf_token=up-token' });
});
afterEach(() => {
  leavePage();
  queryClient.clear();
  Reflect.deleteProperty(globalThis, 'XMLHttpRequest');
});

describe('upload', () => {
  it('posts with bearer, CSRF and credentials, and reports progress', async () => {
    tokens.setTokens({ access_token: 'A' });
    const progress: UploadProgress[] = [];
    const result = await upload('/api/parent/evidence/c1', new FormData(), {
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual({ id: 'file-1' });
    expect(FakeXhr.sent[0]).toEqual({
      method: 'POST',
      url: '/api/parent/evidence/c1',
      headers: {
        Accept: 'application/json',
        'Accept-Language': 'en',
        Authorization: 'Bearer A',
        'X-CSRF-Token': 'up-token',
        // One key per upload, so a retried upload is stored once.
        'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
      withCredentials: true,
    });
    expect(progress.map((p) => p.percent)).toEqual([50, 100]);
  });

  it('refreshes once on 401 and replays', async () => {
    tokens.setTokens({ access_token: 'old', refresh_token: 'R' });
    FakeXhr.script = [401, 200];
    const calls = mockFetch(() => json(200, { access_token: 'new', refresh_token: 'R2' }));
    await expect(upload('/api/x', new FormData())).resolves.toEqual({ id: 'file-1' });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/refresh']);
    expect(FakeXhr.sent.map((s) => s.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('reports no response as status 0', async () => {
    FakeXhr.script = [0];
    await expect(upload('/api/x', new FormData())).rejects.toMatchObject({ status: 0 });
  });
});
