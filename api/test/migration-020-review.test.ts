import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type Db } from '../src/db/connect';
import { migrateTo, migrateToLatest } from '../src/db/migrate';
import { startPglite, type Pglite } from './pglite';

// Migration 020 (review before credit) on a database an older release left: every completed
// personal task and private-quest task becomes 'pending' (no self-awarded credit survives
// without a review); catalogue work needs no review ('none'). Run on both engines, since the
// marking is raw SQL and production is PostgreSQL.

// PGlite is slow to boot and to answer on a busy 2-core machine.
jest.setTimeout(60_000);

const at = '2026-01-10T12:00:00.000Z';

/** Rows as release 019 wrote them: a parent's private quest and a catalogue quest. */
async function seedAt019(k: Kysely<unknown>): Promise<void> {
  const user = (id: string, role: string) => sql`
    INSERT INTO users (id, email, password_hash, first_name, last_name, role,
      password_changed_at, created_at, updated_at)
    VALUES (${id}, ${`${id}@example.com`}, 'x', 'A', 'B', ${role}, ${at}, ${at}, ${at})`;
  const quest = (id: string) => sql`
    INSERT INTO quests (id, slug, title, description, pillars, total_xp, created_at)
    VALUES (${id}, ${id}, ${id}, '', 'stem', 100, ${at})`;
  const enrolment = (id: string, quest: string) => sql`
    INSERT INTO enrolments (id, student_id, quest_id, status, picked_up_at, created_at)
    VALUES (${id}, 'kid', ${quest}, 'active', ${at}, ${at})`;
  const task = (id: string, enrolmentId: string, questId: string, personal: number) => sql`
    INSERT INTO student_tasks (id, enrolment_id, student_id, quest_id, title, description, pillar,
      xp, required, position, is_personal, subjects, completed_at, created_at)
    VALUES (${id}, ${enrolmentId}, 'kid', ${questId}, ${id}, '', 'stem', 100, 0, 0, ${personal},
      '[{"subject":"science","xp":100}]', ${at}, ${at})`;
  const award = (taskId: string, questId: string) => sql`
    INSERT INTO xp_ledger (id, student_id, student_task_id, quest_id, pillar, xp, subjects,
      created_at)
    VALUES (${`xp-${taskId}`}, 'kid', ${taskId}, ${questId}, 'stem', 100,
      '[{"subject":"science","xp":100}]', ${at})`;
  for (const q of [
    user('kid', 'student'),
    user('mum', 'parent'),
    quest('catalogue'),
    quest('garden'),
    sql`INSERT INTO private_quests (quest_id, child_id, created_by, created_at)
        VALUES ('garden', 'kid', 'mum', ${at})`,
    enrolment('e-catalogue', 'catalogue'),
    enrolment('e-garden', 'garden'),
    task('catalogue-task', 'e-catalogue', 'catalogue', 0),
    task('personal-task', 'e-catalogue', 'catalogue', 1),
    task('private-task', 'e-garden', 'garden', 0),
    award('catalogue-task', 'catalogue'),
    award('personal-task', 'catalogue'),
    award('private-task', 'garden'),
  ]) {
    await q.execute(k);
  }
}

function suite(engine: string, open: () => Promise<{ db: Db; done: () => void }>) {
  describe(`migration 020 on ${engine}`, () => {
    let db: Db;
    let done: () => void;
    beforeAll(async () => {
      ({ db, done } = await open());
    });
    afterAll(async () => {
      await db.close();
      done();
    });

    it('marks personal and private-quest completions pending, catalogue ones none', async () => {
      const k = db.kysely as unknown as Kysely<unknown>;
      const applied = await migrateTo(k, '019_mail_outbox');
      expect(applied).toContain('019_mail_outbox');
      expect(applied).not.toContain('020_review');
      await seedAt019(k);

      expect(await migrateToLatest(k)).toContain('020_review');
      const rows = await db.kysely
        .selectFrom('xp_ledger')
        .select(['student_task_id', 'review_status', 'reviewed_by', 'reviewed_at'])
        .orderBy('student_task_id')
        .execute();
      expect(rows).toEqual([
        {
          student_task_id: 'catalogue-task',
          review_status: 'none',
          reviewed_by: null,
          reviewed_at: null,
        },
        {
          student_task_id: 'personal-task',
          review_status: 'pending',
          reviewed_by: null,
          reviewed_at: null,
        },
        {
          student_task_id: 'private-task',
          review_status: 'pending',
          reviewed_by: null,
          reviewed_at: null,
        },
      ]);
    });
  });
}

suite('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'optio-m020-'));
  return {
    db: openDatabase({ dataDir: dir }),
    done: () => rmSync(dir, { recursive: true, force: true }),
  };
});

suite('postgres', async () => {
  const pg: Pglite = await startPglite();
  return {
    db: openDatabase({ dataDir: '', databaseUrl: pg.env.DATABASE_URL, poolMax: 1 }),
    done: () => pg.stop(),
  };
});
