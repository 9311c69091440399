import {
  DEMO_PASSWORD,
  linkToken,
  registration,
  startServer,
  STRONG_PASSWORD,
  uniqueEmail,
  waitForMail,
  type TestServer,
} from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const SPANISH = { headers: { 'accept-language': 'es-ES,es;q=0.9' } };

interface ErrorBody {
  error: string;
  message: string;
  code: string;
  params?: Record<string, string>;
  fields?: Record<string, string>;
  field_codes?: Record<string, string>;
  field_params?: Record<string, Record<string, string>>;
}

describe('error answers carry a stable code beside the English text', () => {
  it('names a wrong password auth.invalid_credentials, keeping the English text of docs/product.md', async () => {
    const c = await server.client().init();
    const res = await c.post<ErrorBody>('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'wrong-password',
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: 'Invalid email or password',
      message: 'Invalid email or password',
      code: 'auth.invalid_credentials',
    });
  });

  it('codes every field of a validation failure, with the parameters of templated ones', async () => {
    const c = await server.client().init();
    const res = await c.post<ErrorBody>(
      '/api/auth/register',
      registration({ email: 'not-an-address', first_name: '' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      email: 'Invalid email address',
      first_name: 'First name is required',
    });
    expect(res.body.field_codes).toMatchObject({
      email: 'auth.email_invalid',
      first_name: 'auth.first_name_required',
    });
    expect(typeof res.body.code).toBe('string');
  });

  it('answers an unknown route with its method and path as parameters', async () => {
    const res = await server.client().get<ErrorBody>('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('http.route_not_found');
    expect(res.body.params).toEqual({ method: 'GET', path: '/api/no-such-thing' });
  });

  it('codes a missing session auth.required and a message the catalogue lacks by status', async () => {
    const res = await server.client().get<ErrorBody>('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('auth.required');
  });
});

describe('the saved language', () => {
  it('registers a Spanish visitor in Spanish: the verification mail and /me say so', async () => {
    const c = await server.client().init();
    const payload = registration({ email: uniqueEmail('lucia'), first_name: 'Lucía' });
    const email = String(payload.email);
    const res = await c.post('/api/auth/register', payload, SPANISH);
    expect(res.status).toBe(201);
    const mail = await waitForMail(server, email);
    expect(mail.subject).toBe('Verifica tu dirección de correo para Optio');
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain('— El equipo de Optio');
    const verified = await c.post('/api/auth/verify-email', {
      token: linkToken(mail, '/email-verification'),
    });
    expect(verified.status).toBe(200);
    const login = await c.login(email, STRONG_PASSWORD);
    // The sign-in answer keeps the user object of docs/product.md#user; the language comes with /me.
    expect(login.user).not.toHaveProperty('language');
    const me = await c.get('/api/auth/me', { token: login.app_access_token });
    expect(me.body).toMatchObject({ email, language: 'es' });
  });

  it('mails a Spanish-speaking under-13 child’s parent in Spanish', async () => {
    const c = await server.client().init();
    const parent = uniqueEmail('madre');
    const dob = new Date();
    dob.setFullYear(dob.getFullYear() - 10);
    const payload = registration({
      email: uniqueEmail('nino'),
      first_name: 'Mateo',
      date_of_birth: dob.toISOString().slice(0, 10),
      parent_email: parent,
    });
    expect((await c.post('/api/auth/register', payload, SPANISH)).status).toBe(201);
    const mail = await waitForMail(server, parent);
    expect(mail.subject).toBe('Mateo quiere unirse a Optio: necesitamos su consentimiento');
    expect(mail.text).toContain('Revisar y dar el consentimiento');
  });

  it('follows the language saved on /profile: /me and the next e-mail switch to Spanish', async () => {
    const c = await server.client().init();
    const login = await c.login('student@optio.test', DEMO_PASSWORD);
    const token = login.app_access_token;
    const before = await c.get('/api/auth/me', { token });
    expect(before.body.language).toBeNull();
    const saved = await c.request('PUT', '/api/records/profile', { language: 'es' }, { token });
    expect(saved.status).toBe(200);
    expect(saved.body.language).toBe('es');
    const after = await c.get('/api/auth/me', { token });
    expect(after.body.language).toBe('es');

    const other = await server.client().init();
    expect(
      (await other.post('/api/auth/forgot-password', { email: 'student@optio.test' })).status,
    ).toBe(200);
    const mail = await waitForMail(server, 'student@optio.test', (m) =>
      m.subject.includes('contraseña'),
    );
    expect(mail.subject).toBe('Restablece tu contraseña de Optio');
    expect(mail.text).toContain('Elegir una contraseña nueva');
  });

  it('keeps English for an English user', async () => {
    const c = await server.client().init();
    const payload = registration({ email: uniqueEmail('ann') });
    expect((await c.post('/api/auth/register', payload)).status).toBe(201);
    const mail = await waitForMail(server, String(payload.email));
    expect(mail.subject).toBe('Verify your e-mail address for Optio');
  });
});
