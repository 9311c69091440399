import {
  DEMO_PASSWORD,
  registration,
  snapshot,
  startServer,
  type Client,
  type TestServer,
} from './helpers';

let server: TestServer;
let c: Client;
beforeAll(async () => {
  server = await startServer();
  c = await server.client().init();
});
afterAll(async () => {
  await server.close();
});

const MB = 'x'.repeat(1024 * 1024);

/** Every JSON POST route with a valid-looking body to mutate. */
const ROUTES: { path: string; valid: () => Record<string, unknown>; field: string }[] = [
  {
    path: '/api/auth/login',
    valid: () => ({ email: 'student@optio.test', password: 'Wrong-Password-1!' }),
    field: 'email',
  },
  { path: '/api/auth/register', valid: () => registration(), field: 'first_name' },
  {
    path: '/api/auth/forgot-password',
    valid: () => ({ email: 'student@optio.test' }),
    field: 'email',
  },
  {
    path: '/api/auth/reset-password',
    valid: () => ({ token: 'abc', new_password: 'Quiet-Harbor-Lamp-42' }),
    field: 'token',
  },
  { path: '/api/auth/verify-email', valid: () => ({ token: 'abc' }), field: 'token' },
  {
    path: '/api/auth/resend-verification',
    valid: () => ({ email: 'student@optio.test' }),
    field: 'email',
  },
  { path: '/api/auth/parental-consent/revoke', valid: () => ({ token: 'abc' }), field: 'token' },
  { path: '/api/auth/refresh', valid: () => ({ refresh_token: 'abc' }), field: 'refresh_token' },
  { path: '/api/auth/logout', valid: () => ({ refresh_token: 'abc' }), field: 'refresh_token' },
];

const isErrorBody = (body: Record<string, unknown>) =>
  typeof body?.error === 'string' && body.error.length > 0 && body.message === body.error;

describe.each(ROUTES)('$path', ({ path, valid, field }) => {
  let before: Record<string, number>;
  beforeAll(async () => {
    await server.settle();
    before = await snapshot(server);
  });
  afterAll(async () => {
    await server.settle();
    expect(await snapshot(server)).toEqual(before);
  });

  it('wrong type → 400 with a field message', async () => {
    const res = await c.post(path, { ...valid(), [field]: 12345 });
    expect(res.status).toBe(400);
    expect(isErrorBody(res.body)).toBe(true);
    expect(typeof (res.body.fields as Record<string, string>)[field]).toBe('string');
  });

  it('extra field → 400 naming it', async () => {
    const res = await c.post(path, { ...valid(), is_admin: true });
    expect(res.status).toBe(400);
    expect((res.body.fields as Record<string, string>).is_admin).toBe('Unknown field');
  });

  it('1 MB string → 4xx with a field message, never hashed', async () => {
    const spy = jest.spyOn(server.app.ctx.hasher, 'hash');
    const res = await c.post(path, { ...valid(), [field]: MB });
    expect(res.status).toBe(400);
    expect(typeof (res.body.fields as Record<string, string>)[field]).toBe('string');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('malformed JSON → 400', async () => {
    const res = await c.post(path, undefined, {
      raw: '{"email": "a@b.c",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Malformed JSON in request body');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'content type %s → 415',
    async (type) => {
      const res = await c.post(path, undefined, {
        raw: JSON.stringify(valid()),
        headers: { 'content-type': type },
      });
      expect(res.status).toBe(415);
      expect(isErrorBody(res.body)).toBe(true);
    },
  );

  it('a JSON array or scalar instead of an object → 400', async () => {
    for (const raw of ['[]', '"text"', '42']) {
      const res = await c.post(path, undefined, {
        raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(isErrorBody(res.body)).toBe(true);
    }
  });
});

describe('missing fields', () => {
  it.each(ROUTES.filter((r) => !['/api/auth/refresh', '/api/auth/logout'].includes(r.path)))(
    '$path with {} → 400 listing required fields',
    async ({ path, field }) => {
      const res = await c.post(path, {});
      expect(res.status).toBe(400);
      expect(typeof (res.body.fields as Record<string, string>)[field]).toBe('string');
    },
  );
});

describe('other bad input', () => {
  it('a body too large for any route → 413 JSON, not 5xx', async () => {
    const res = await c.post('/api/auth/login', undefined, {
      raw: JSON.stringify({ email: 'x'.repeat(3 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(isErrorBody(res.body)).toBe(true);
  });

  it('prototype pollution keys are refused', async () => {
    const res = await c.post('/api/auth/login', undefined, {
      raw: '{"email":"student@optio.test","password":"x-x-x-x-x","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it('an over-long password is refused before hashing', async () => {
    const spy = jest.spyOn(server.app.ctx.hasher, 'verify');
    const res = await c.post('/api/auth/login', {
      email: 'student@optio.test',
      password: 'A1!a'.repeat(100),
    });
    expect(res.status).toBe(400);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('a 64-character password is accepted', async () => {
    const long = `Aa1!${'long-passphrase-'.repeat(4)}`.slice(0, 64);
    const payload = registration({ password: long, confirmPassword: long });
    const res = await c.post('/api/auth/register', payload);
    expect(res.status).toBe(201);
  });

  it('query string validation on GET parental-consent', async () => {
    const missing = await c.get('/api/auth/parental-consent');
    expect(missing.status).toBe(400);
    expect((missing.body.fields as Record<string, string>).token).toBeTruthy();
    const huge = await c.get(`/api/auth/parental-consent?token=${'a'.repeat(5000)}`);
    expect(huge.status).toBe(400);
  });

  it('unknown API routes → 404 JSON for every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const res = await c.request(method, '/api/does-not-exist', method === 'GET' ? undefined : {});
      expect(res.status).toBe(404);
      expect(isErrorBody(res.body)).toBe(true);
    }
  });

  it('a malformed Authorization header → 401', async () => {
    const res = await c.get('/api/auth/me', { headers: { authorization: 'Basic abc' } });
    expect(res.status).toBe(401);
    const junk = await c.get('/api/auth/me', { headers: { authorization: 'Bearer a.b.c' } });
    expect(junk.status).toBe(401);
  });

  it('still logs in afterwards (nothing stored was damaged)', async () => {
    await c.login('student@optio.test', DEMO_PASSWORD);
  });
});
