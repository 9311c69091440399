import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startServer, type TestServer } from './helpers';
import {
  api,
  complete,
  newStudent,
  questId,
  type QuestBody,
  type Signed,
} from './learning-helpers';

jest.setTimeout(30_000);

let server: TestServer;
let student: Signed;

beforeAll(async () => {
  server = await startServer();
  student = await newStudent(server);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** A JPEG carrying a camera make and model and a GPS position in its EXIF block. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'Tracker 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 26/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 39/1',
      },
    })
    .toBuffer();
}

/** Fails when any EXIF block or GPS tag is left in the bytes. */
async function expectNoMetadata(bytes: Buffer): Promise<void> {
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('jpeg');
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(bytes.includes(Buffer.from('Exif\0', 'latin1'))).toBe(false);
  expect(bytes.includes(Buffer.from('GPS', 'latin1'))).toBe(false);
  expect(bytes.includes(Buffer.from('Tracker 9', 'latin1'))).toBe(false);
}

async function download(path: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(server.url + path, {
    headers: { authorization: `Bearer ${student.token}`, cookie: student.c.cookieHeader() },
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('photo privacy', () => {
  it('re-encodes an uploaded photo without EXIF (no GPS in the stored or served file); other files stay byte for byte', async () => {
    const original = await jpegWithGps();
    // The fixture really carries GPS, or the test would prove nothing.
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('Tracker 9');
    expect(
      before.exif!.includes(Buffer.from([0x88, 0x25])) ||
        before.exif!.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);

    const quest = await api<QuestBody>(
      student,
      'POST',
      `/api/quests/${await questId(server, 'podcast-launch')}/pick-up`,
      {},
    );
    const notes = Buffer.from('Recorded at the park.\nTake two.\n');
    const res = await complete(student, quest.body.tasks[0]!.id, [
      { name: 'files', value: original, filename: 'holiday.jpg', type: 'image/jpeg' },
      { name: 'files', value: notes, filename: 'notes.txt' },
    ]);
    expect(res.status).toBe(200);
    const [photo, text] = res.body.task.evidence;
    expect(photo!.file).toMatchObject({ name: 'holiday.jpg', mime: 'image/jpeg' });

    const rows = await server.app.ctx.db.kysely
      .selectFrom('evidence_files')
      .select(['evidence_id', 'storage_key', 'size'])
      .where('student_id', '=', student.userId)
      .execute();
    const dir = join(server.dataDir, 'uploads');
    const storedPhoto = readFileSync(
      join(dir, rows.find((r) => r.evidence_id === photo!.id)!.storage_key),
    );
    const storedText = readFileSync(
      join(dir, rows.find((r) => r.evidence_id === text!.id)!.storage_key),
    );

    await expectNoMetadata(storedPhoto);
    expect(storedPhoto.equals(original)).toBe(false);
    expect(rows.find((r) => r.evidence_id === photo!.id)!.size).toBe(storedPhoto.length);
    // The pixels survive: same dimensions.
    expect(await sharp(storedPhoto).metadata()).toMatchObject({ width: 32, height: 24 });
    // Nothing but the clean copies is on disk: no temporary original left behind.
    for (const name of readdirSync(dir)) expect(name).toMatch(/^[0-9a-f]{32}$/);
    expect(readdirSync(dir).some((name) => readFileSync(join(dir, name)).equals(original))).toBe(
      false,
    );

    const served = await download(photo!.file!.download_url);
    expect(served.status).toBe(200);
    await expectNoMetadata(served.bytes);

    expect(storedText.equals(notes)).toBe(true);
    const servedText = await download(text!.file!.download_url);
    expect(servedText.bytes.equals(notes)).toBe(true);
  });

  it('refuses an image whose content cannot be decoded, storing nothing', async () => {
    const quest = await api<QuestBody>(
      student,
      'POST',
      `/api/quests/${await questId(server, 'mindful-sleep')}/pick-up`,
      {},
    );
    const dir = join(server.dataDir, 'uploads');
    const before = readdirSync(dir).length;
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
    const res = await complete(student, quest.body.tasks[0]!.id, [
      { name: 'files', value: broken, filename: 'broken.jpg' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.fields?.files).toMatch(/could not be read/);
    expect(readdirSync(dir)).toHaveLength(before);
  });
});
