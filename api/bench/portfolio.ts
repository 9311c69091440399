// Evaluator-portfolio PDF benchmark: seeds a large school year (1,000 completed tasks with
// logged minutes and text evidence, 200 of them with a photo of 1024x768) in a child process,
// then starts the API in this process and downloads the portfolio PDF through the public
// evaluator-link route, reading the stream as a client would. Reports the time to the first
// byte and to the end, the size, and this process's resident memory (sampled every 10 ms while
// the PDF streams, and the peak the kernel recorded), to bench-results/portfolio.json.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { UploadStore } from '../src/lib/uploads';
import { hashToken } from '../src/security/tokens';

const TASKS = Number(process.env.BENCH_TASKS ?? 1000);
const IMAGES = Number(process.env.BENCH_IMAGES ?? 200);
const TOKEN = 'bench-evaluator-token-0123456789abcdefghijklmnop';
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

/** Seeds the year into the demo student's records (run in its own process). */
async function seed(dataDir: string): Promise<void> {
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
      token_hash: hashToken(TOKEN),
      from_date: '2025-08-01',
      to_date: '2026-07-31',
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      revoked_at: null,
    })
    .execute();
  await built.app.close();
}

async function measure(dataDir: string) {
  const built = await buildApp(config(dataDir));
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = rssBefore;
  let heapPeak = heapBefore;
  let externalPeak = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heapPeak = Math.max(heapPeak, m.heapUsed);
    externalPeak = Math.max(externalPeak, m.external);
  }, 10);
  const t0 = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/evaluate/${TOKEN}/portfolio.pdf`);
  if (res.status !== 200) throw new Error(`PDF answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  let firstByteMs = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - t0;
    bytes += value.length;
  }
  const totalMs = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  await built.app.close();
  return {
    tasks: TASKS,
    images: IMAGES,
    pdf_bytes: bytes,
    first_byte_ms: Math.round(firstByteMs),
    total_ms: Math.round(totalMs),
    rss_mb_before_request: Math.round(rssBefore / 1e6),
    rss_mb_peak_while_streaming: Math.round(peak / 1e6),
    // What the export itself added to the process at its peak.
    rss_mb_added_by_export: Math.round((peak - rssBefore) / 1e6),
    js_heap_mb_before: Math.round(heapBefore / 1e6),
    js_heap_mb_peak: Math.round(heapPeak / 1e6),
    external_mb_peak: Math.round(externalPeak / 1e6),
    // The process's peak over its whole life (start-up included), as the kernel counted it.
    max_rss_mb_process: Math.round((process.resourceUsage().maxRSS * 1024) / 1e6),
    budget_mb: 200,
  };
}

if (process.argv[2] === 'seed') {
  await seed(process.argv[3]!);
} else {
  // BENCH_DATA_DIR keeps the seeded year for another run (seeded once, when still empty).
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'optio-bench-portfolio-'));
  try {
    const s0 = performance.now();
    if (!kept || !existsSync(join(dataDir, 'uploads'))) {
      execFileSync(
        process.execPath,
        [...process.execArgv, fileURLToPath(import.meta.url), 'seed', dataDir],
        { stdio: 'inherit' },
      );
    }
    const seedMs = Math.round(performance.now() - s0);
    const result = await measure(dataDir);
    const out = { ...result, seed_ms: seedMs, at: new Date().toISOString() };
    const dir = join(process.cwd(), '..', 'bench-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'portfolio.json'), `${JSON.stringify(out, null, 2)}\n`);
    console.log(JSON.stringify(out, null, 2));
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}
