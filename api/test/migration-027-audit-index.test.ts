import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type Db } from '../src/db/connect';
import { migrateTo, migrateToLatest } from '../src/db/migrate';
import { startPglite, type Pglite } from './pglite';

// Migration 027 indexes audit_log.target_id on a database an older release left, on both
// engines (production is PostgreSQL).

// PGlite is slow to boot and to answer on a busy 2-core machine.
jest.setTimeout(60_000);

async function auditIndexes(k: Kysely<unknown>, engine: string): Promise<string[]> {
  const query =
    engine === 'sqlite'
      ? sql<{ name: string }>`SELECT name FROM sqlite_master
          WHERE type = 'index' AND tbl_name = 'audit_log' ORDER BY name`
      : sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes
          WHERE tablename = 'audit_log' ORDER BY indexname`;
  return (await query.execute(k)).rows.map((r) => r.name);
}

function suite(engine: string, open: () => Promise<{ db: Db; done: () => void }>) {
  describe(`migration 027 on ${engine}`, () => {
    let db: Db;
    let done: () => void;
    beforeAll(async () => {
      ({ db, done } = await open());
    });
    afterAll(async () => {
      await db.close();
      done();
    });

    it('adds an index on audit_log.target_id', async () => {
      const k = db.kysely as unknown as Kysely<unknown>;
      await migrateTo(k, '023_marketing');
      expect(await auditIndexes(k, engine)).not.toContain('audit_log_target_idx');

      expect(await migrateToLatest(k)).toContain('027_audit_target_index');
      expect(await auditIndexes(k, engine)).toContain('audit_log_target_idx');
      if (engine === 'sqlite') {
        const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN
          SELECT id FROM audit_log WHERE target_id = ${'task-1'}`.execute(k);
        expect(plan.rows.map((r) => r.detail).join(' ')).toContain('audit_log_target_idx');
      }
    });
  });
}

suite('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'optio-m027-'));
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
