import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerVerified, STRONG_PASSWORD, startServer, type TestServer } from './helpers';
import { signIn, type Signed } from './learning-helpers';
import { completeTasks } from './records-helpers';

// Five scripts: Latin with diacritics, Vietnamese, Chinese, Greek, Cyrillic.
const FIRST = 'Łukasz Nguyễn 王';
const LAST = 'Δημήτρης Иван';

let server: TestServer;
let student: Signed;

beforeAll(async () => {
  server = await startServer();
  const email = await registerVerified(server, { first_name: FIRST, last_name: LAST });
  student = await signIn(server, email, STRONG_PASSWORD);
  await completeTasks(server, student, 'music-composition', [0]);
});

afterAll(async () => {
  await server.close();
});

async function download(): Promise<{ res: Response; bytes: Buffer }> {
  const res = await fetch(`${server.url}/api/records/transcript.pdf`, {
    headers: { authorization: `Bearer ${student.token}`, cookie: student.c.cookieHeader() },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Text and info as pdf.js reads them (in its own process: pdf.js is ES modules only). */
function extract(bytes: Buffer): { text: string; info: Record<string, unknown> } {
  const file = join(server.dataDir, 'transcript.pdf');
  writeFileSync(file, bytes);
  const out = execFileSync(process.execPath, [join(__dirname, 'pdf-text.mjs'), file]);
  return JSON.parse(out.toString('utf8')) as { text: string; info: Record<string, unknown> };
}

/** The dictionary of indirect object `ref` ("5 0 R"), as text. */
function object(raw: string, ref: string): string {
  const num = ref.split(' ')[0];
  return raw.match(new RegExp(`\\n${num} 0 obj\\s*(<<[\\s\\S]*?>>)\\s*endobj`))?.[1] ?? '';
}

describe('transcript PDF', () => {
  it('renders a name in five scripts as text a reader can extract', async () => {
    const { res, bytes } = await download();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');

    const { text, info } = extract(bytes);
    expect(text.normalize('NFC').replace(/\s+/g, ' ')).toContain(`Student: ${FIRST} ${LAST}`);
    expect(text).toContain('Credits by subject');
    expect(info.Title).toBe(`Transcript — ${FIRST} ${LAST}`);
    expect(info.Language).toBe('en-US');
  });

  it('is a tagged PDF with a language, a displayed title and embedded fonts only', async () => {
    const { bytes } = await download();
    const raw = bytes.toString('latin1');
    const catalog = raw.match(/<<\s*\/Type \/Catalog[\s\S]*?>>/)?.[0] ?? '';
    expect(catalog).toContain('/Lang (en-US)');
    const ref = (key: string) => catalog.match(new RegExp(`/${key} (\\d+ 0 R)`))?.[1] ?? 'none';
    expect(object(raw, ref('MarkInfo'))).toMatch(/\/Marked true/);
    expect(object(raw, ref('StructTreeRoot'))).toMatch(/\/Type \/StructTreeRoot/);
    expect(object(raw, ref('ViewerPreferences'))).toMatch(/\/DisplayDocTitle true/);
    for (const tag of ['/Document', '/H1', '/H2', '/P']) expect(raw).toContain(`/S ${tag}`);
    // Every font is an embedded subset (no standard 14 font that cannot draw the name).
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
  });

  it('names the download after the student in ASCII and in UTF-8', async () => {
    const { res } = await download();
    const disposition = res.headers.get('content-disposition') ?? '';
    const utf8 = disposition.match(/filename\*=UTF-8''(.+)$/)?.[1] ?? '';
    expect(decodeURIComponent(utf8)).toBe('transcript-łukasz-nguyễn-王-δημήτρης-иван.pdf');
    expect(disposition).toMatch(/^attachment; filename="transcript-[\x20-\x7e]+\.pdf"/);
  });
});
