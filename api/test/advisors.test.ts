import { DEMO_PASSWORD, startServer, type TestServer, type UserBody } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.close();
});

const studentsOf = async (email: string) => {
  const c = await server.client().init();
  const login = await c.login(email, DEMO_PASSWORD);
  return c.get<{ students: UserBody[] }>('/api/advisor/students', {
    token: login.session.access_token,
  });
};

describe('GET /api/advisor/students', () => {
  it('lists the students assigned to the advisor', async () => {
    const res = await studentsOf('advisor@optio.test');
    expect(res.status).toBe(200);
    expect(res.body.students.map((s) => s.email)).toEqual(['student@optio.test']);
  });

  it('lists nobody for an admin, who passes the gate but advises no one', async () => {
    const res = await studentsOf('admin@optio.test');
    expect(res.status).toBe(200);
    expect(res.body.students).toEqual([]);
  });

  it.each([
    'student@optio.test',
    'parent@optio.test',
    'observer@optio.test',
    'educator@optio.test',
  ])('refuses %s with 403', async (email) => {
    expect((await studentsOf(email)).status).toBe(403);
  });

  it('requires a token', async () => {
    expect((await server.client().get('/api/advisor/students')).status).toBe(401);
  });
});
