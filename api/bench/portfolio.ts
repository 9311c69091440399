// Seeds the evaluator-portfolio benchmark's school year into a data dir, in its own process
// (bench/portfolio-run.mjs builds and runs it, then measures the built server on that data dir):
// 1,000 completed tasks with logged minutes and text evidence, 200 of them with a photo of
// 1024x768, and an evaluator link with the token given (the benchmark downloads the PDF with it).
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { UploadStore } from '../src/lib/uploads';
import { hashToken } from '../src/security/tokens';

const TASKS = Number(process.env.BENCH_TASKS ?? 1000);
const IMAGES = Number(process.env.BENCH_IMAGES ?? 200);
const SUBJECTS = ['math', 'science', 'language_arts', 'social_studies', 'fine_arts', 'pe'];

function config(dataDir: string) {
  return loadConfig(
    { NODE_ENV: 'development', OPTIO_SEED_DEMO: '1', PUBLIC_URL: 'http://127.0.0.1' },
    {
      dataDir,
      logLevel: 'silent',
      sweepIntervalMs: 0,
      // As in production: no OpenAPI document or swagger-ui in memory.
      publicDocs: false,
      hash: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    },
  );
}

/** Seeds the year into the demo student's records. */
async function seed(dataDir: string, token: string): Promise<void> {
  const built = await buildApp(config(dataDir));
  const db = built.app.ctx.db.kysely;
  const student = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'student@optio.test')
    .executeTakeFirstOrThrow();
  const enrolment = await db
    .selectFrom('enrolments')
    .select(['id', 'quest_id'])
    .where('student_id', '=', student.id)
    .executeTakeFirstOrThrow();
  const store = new UploadStore({ dataDir });
  mkdirSync(store.dir, { recursive: true });
  const yearStart = Date.UTC(2025, 7, 1);
  for (let i = 0; i < TASKS; i += 1) {
    const at = new Date(yearStart + Math.floor((i * 360) / TASKS) * 86_400_000 + 9 * 3_600_000);
    const iso = at.toISOString();
    const taskId = randomUUID();
    const subject = SUBJECTS[i % SUBJECTS.length]!;
    await db
      .insertInto('student_tasks')
      .values({
        id: taskId,
        enrolment_id: enrolment.id,
        student_id: student.id,
        quest_id: enrolment.quest_id,
        quest_task_id: null,
        title: `Bench task ${i + 1}: field notes on ${subject}`,
        description: 'A task of the benchmark year.',
        pillar: 'stem',
        xp: 50,
        required: 0,
        position: 100 + i,
        is_personal: 1,
        subjects: JSON.stringify([{ subject, xp: 50 }]),
        due_date: null,
        completed_at: iso,
        created_at: iso,
      })
      .execute();
    await db
      .insertInto('task_completions')
      .values({
        id: randomUUID(),
        student_task_id: taskId,
        student_id: student.id,
        confidential: 0,
        completed_at: iso,
        minutes: 30 + (i % 90),
      })
      .execute();
    const evidenceId = randomUUID();
    await db
      .insertInto('evidence')
      .values({
        id: evidenceId,
        student_task_id: taskId,
        student_id: student.id,
        kind: 'text',
        text: `Today I worked on ${subject}. `.repeat(12),
        url: null,
        confidential: 0,
        position: 0,
        created_at: iso,
        safety_hold: 0,
      })
      .execute();
    if (
      i % Math.max(1, Math.floor(TASKS / IMAGES)) === 0 &&
      i / Math.floor(TASKS / IMAGES) < IMAGES
    ) {
      const key = randomUUID().replace(/-/g, '');
      const jpeg = await sharp({
        create: {
          width: 1024,
          height: 768,
          channels: 3,
          background: { r: (i * 37) % 255, g: 120, b: 200 },
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer();
      writeFileSync(store.path(key), jpeg);
      const fileEvidence = randomUUID();
      await db
        .insertInto('evidence')
        .values({
          id: fileEvidence,
          student_task_id: taskId,
          student_id: student.id,
          kind: 'file',
          text: null,
          url: null,
          confidential: 0,
          position: 1,
          created_at: iso,
          safety_hold: 0,
        })
        .execute();
      await db
        .insertInto('evidence_files')
        .values({
          id: randomUUID(),
          evidence_id: fileEvidence,
          student_id: student.id,
          storage_key: key,
          original_name: `photo-${i}.jpg`,
          mime: 'image/jpeg',
          size: jpeg.length,
          created_at: iso,
        })
        .execute();
    }
  }
  await db
    .insertInto('evaluator_links')
    .values({
      id: randomUUID(),
      student_id: student.id,
      created_by: student.id,
      token_hash: hashToken(token),
      from_date: '2025-08-01',
      to_date: '2026-07-31',
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      revoked_at: null,
    })
    .execute();
  await built.app.close();
}

const [dataDir, token] = process.argv.slice(2);
if (!dataDir || !token) throw new Error('usage: portfolio.js <data dir> <evaluator token>');
await seed(dataDir, token);
