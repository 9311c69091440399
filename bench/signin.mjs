// Signs the demo student in over HTTP, for the signed-in measurements of the web benchmarks.
const DEMO_PASSWORD = 'Optio-Demo-2026!';

/** The cookies of a fresh demo-student session on `base`, as `name=value` pairs. */
export async function demoStudentCookies(base) {
  const jar = new Map();
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = await fetch(`${base}/api/auth/csrf`);
  keep(csrf);
  const { csrf_token: token } = await csrf.json();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: header() },
    body: JSON.stringify({ email: 'student@optio.test', password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`demo sign-in failed: ${login.status}`);
  keep(login);
  return [...jar].map(([name, value]) => ({ name, value }));
}
