import { deflateSync } from 'node:zlib';
import {
  DEMO_PASSWORD,
  registerVerified,
  STRONG_PASSWORD,
  type Client,
  type Res,
  type TestServer,
} from './helpers';

export { DEMO_PASSWORD };

export interface Signed {
  c: Client;
  token: string;
  userId: string;
  email: string;
}

export async function signIn(server: TestServer, email: string, password: string): Promise<Signed> {
  const c = await server.client().init();
  const login = await c.login(email, password);
  return { c, token: login.session.access_token, userId: login.user.id, email };
}

/** Signs in again (after moving the clock past the access token's lifetime). */
export const again = (server: TestServer, s: Signed) => signIn(server, s.email, STRONG_PASSWORD);

/** A fresh verified student with no learning history. */
export async function newStudent(server: TestServer): Promise<Signed> {
  const email = await registerVerified(server);
  return signIn(server, email, STRONG_PASSWORD);
}

export async function api<T = Record<string, unknown>>(
  s: Signed,
  method: string,
  path: string,
  body?: unknown,
): Promise<Res<T>> {
  return s.c.request<T>(method, path, body, { token: s.token });
}

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** POSTs multipart/form-data with the client's cookies, CSRF header and bearer token. */
export async function postForm<T = Record<string, unknown>>(
  s: Signed,
  path: string,
  parts: Part[],
  headers: Record<string, string> = {},
): Promise<Res<T>> {
  const form = new FormData();
  for (const p of parts) {
    if (p.filename !== undefined) {
      form.append(
        p.name,
        new Blob([typeof p.value === 'string' ? p.value : new Uint8Array(p.value)], {
          type: p.type ?? 'application/octet-stream',
        }),
        p.filename,
      );
    } else form.append(p.name, String(p.value));
  }
  const res = await fetch(s.c.base + path, {
    method: 'POST',
    headers: {
      cookie: s.c.cookieHeader(),
      'x-csrf-token': s.c.cookies.get('csrf_token') ?? '',
      authorization: `Bearer ${s.token}`,
      ...headers,
    },
    body: form,
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body: body as T, text };
}

export const complete = (s: Signed, taskId: string, parts: Part[]) =>
  postForm<CompleteBody & ErrorFields>(s, `/api/tasks/${taskId}/complete`, parts);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid 1×1 red PNG. */
export function tinyPng(): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const raw = Buffer.from([0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal valid one-page PDF. */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export interface TaskBody {
  id: string;
  title: string;
  pillar: string;
  xp: number;
  required: boolean;
  subjects: { subject: string; xp: number }[];
  is_personal: boolean;
  due_date: string | null;
  completed_at: string | null;
  evidence: {
    id: string;
    kind: string;
    text: string | null;
    url: string | null;
    confidential: boolean;
    file: { id: string; name: string; mime: string; size: number; download_url: string } | null;
  }[];
}

export interface EnrolmentBody {
  id: string;
  status: string;
  tasks_completed: number;
  tasks_total: number;
  xp_earned: number;
  due_date: string | null;
  picked_up_at: string;
  completed_at: string | null;
  pickup_count: number;
  history: { picked_up_at: string; set_down_at: string | null; reflection: string | null }[];
}

export interface QuestBody {
  id: string;
  title: string;
  short_description: string;
  big_idea: string;
  pillars: string[];
  total_xp: number;
  task_count: number;
  tasks: TaskBody[];
  enrolment: EnrolmentBody | null;
}

export interface ErrorFields {
  error?: string;
  message?: string;
  fields?: Record<string, string>;
}

export interface CompleteBody {
  task: TaskBody;
  xp_awarded: number;
  quest_completed: boolean;
  xp_total: number;
}

export interface ListBody {
  items: QuestBody[];
  page: number;
  page_size: number;
  total: number;
}

/** The id of the catalogue quest with this slug (read straight from the database). */
export async function questId(server: TestServer, slug: string): Promise<string> {
  const row = await server.app.ctx.db.kysely
    .selectFrom('quests')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A real 8×8 image of each kind the upload store re-encodes (made with sharp). */
export async function tinyImage(format: 'jpeg' | 'gif' | 'webp' | 'png'): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();
}
