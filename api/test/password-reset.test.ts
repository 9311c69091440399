import { MESSAGES } from '@optio/contracts';
import { FORGOT_MESSAGE } from '../src/features/auth';
import {
  linkToken,
  mailsTo,
  registerVerified,
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

const NEW_PASSWORD = 'Quiet-Harbor-Lamp-42';

async function requestReset(email: string): Promise<string> {
  const c = await server.client().init();
  const res = await c.post('/api/auth/forgot-password', { email });
  expect(res.status).toBe(200);
  const mail = await waitForMail(server, email, (m) => /Reset your/.test(m.subject));
  expect(mail.text).toContain('http://optio.example/reset-password?token=');
  return linkToken(mail, '/reset-password');
}

describe('forgot-password', () => {
  it('answers identically (status, headers that matter, body) for known and unknown addresses', async () => {
    const email = await registerVerified(server);
    const c = await server.client().init();
    const known = await c.post('/api/auth/forgot-password', { email });
    const unknown = await c.post('/api/auth/forgot-password', { email: uniqueEmail('ghost') });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.text).toBe(unknown.text);
    expect(known.body).toEqual({ message: FORGOT_MESSAGE });
    expect(known.headers.get('content-length')).toBe(unknown.headers.get('content-length'));
    await server.settle();
    expect(mailsTo(server.dataDir, email).filter((m) => /Reset your/.test(m.subject))).toHaveLength(
      1,
    );
  });

  it('validates the e-mail with the contract messages', async () => {
    const c = await server.client().init();
    const res = await c.post('/api/auth/forgot-password', { email: '' });
    expect(res.status).toBe(400);
    expect((res.body.fields as Record<string, string>).email).toBe(MESSAGES.emailRequired);
  });
});

describe('reset-password', () => {
  it('sets the new password, revokes every session, mails a notice, and is single use', async () => {
    const email = await registerVerified(server);
    const c = await server.client().init();
    const login = await c.login(email, STRONG_PASSWORD);
    const token = await requestReset(email);

    const res = await c.post('/api/auth/reset-password', { token, new_password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password reset successful!' });

    expect(
      (await c.post('/api/auth/refresh', { refresh_token: login.session.refresh_token })).status,
    ).toBe(401);
    // Access tokens issued before the change stop working too.
    expect((await c.get('/api/auth/me', { token: login.session.access_token })).status).toBe(401);
    const old = await c.post('/api/auth/login', { email, password: STRONG_PASSWORD });
    expect(old.status).toBe(401);
    await c.login(email, NEW_PASSWORD);

    const notice = await waitForMail(server, email, (m) => /password was changed/.test(m.subject));
    expect(notice.html).toContain('<p>');

    const reuse = await c.post('/api/auth/reset-password', {
      token,
      new_password: 'Another-Strong-Pass-9',
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe('Invalid or expired reset token');
  });

  it('refuses an expired link with a message containing "expired"', async () => {
    const email = await registerVerified(server);
    const token = await requestReset(email);
    server.advance(61 * 60 * 1000);
    try {
      const res = await (
        await server.client().init()
      ).post('/api/auth/reset-password', { token, new_password: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/expired/);
    } finally {
      server.advance(-61 * 60 * 1000);
    }
    const c = await server.client().init();
    await c.login(email, STRONG_PASSWORD);
  });

  it('refuses unknown tokens and weak passwords without using the token', async () => {
    const c = await server.client().init();
    const bad = await c.post('/api/auth/reset-password', {
      token: 'nope',
      new_password: NEW_PASSWORD,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Invalid or expired reset token');

    const email = await registerVerified(server);
    const token = await requestReset(email);
    const weak = await c.post('/api/auth/reset-password', { token, new_password: 'weak' });
    expect(weak.status).toBe(400);
    expect((weak.body.fields as Record<string, string>).new_password).toBe(MESSAGES.passwordMin);
    const common = await c.post('/api/auth/reset-password', {
      token,
      new_password: 'Password1234!',
    });
    expect(common.status).toBe(400);
    expect(
      (await c.post('/api/auth/reset-password', { token, new_password: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  it('a newer reset invalidates older links after use', async () => {
    const email = await registerVerified(server);
    const first = await requestReset(email);
    const second = await requestReset(email);
    const c = await server.client().init();
    expect(
      (await c.post('/api/auth/reset-password', { token: second, new_password: NEW_PASSWORD }))
        .status,
    ).toBe(200);
    expect(
      (
        await c.post('/api/auth/reset-password', {
          token: first,
          new_password: 'Yet-Another-Pass-77',
        })
      ).status,
    ).toBe(400);
  });
});
