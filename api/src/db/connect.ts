import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { lazyModule } from '../lib/lazy-module';
import { AUTH_USER_COLUMNS, type AuthUser, type Database, type UsersTable } from './types';

export type Engine = 'sqlite' | 'postgres';

const AUTH_COLUMNS_SQL = AUTH_USER_COLUMNS.join(', ');

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  findUserById(id: string): Promise<UsersTable | undefined>;
  /** Hot path for the authorization hook: one primary-key read of a few columns, prepared once. */
  findAuthUser(id: string): Promise<AuthUser | undefined>;
  ping(): Promise<void>;
  /** The connection pool's use (PostgreSQL); undefined for SQLite, which has no pool. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  /**
   * PostgreSQL: one connection of its own, outside the pool, that holds the sweeps' advisory
   * locks while their queries use the pool (lib/sweeps), so no pool size can starve a sweep of
   * a connection. Undefined for SQLite: one process runs every sweep.
   */
  sweepLocks: Kysely<Database> | undefined;
  close(): Promise<void>;
}

export function openDatabase(opts: {
  dataDir: string;
  databaseUrl?: string | undefined;
  poolMax?: number;
}): Db {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolMax ?? 10);
  return openSqlite(opts.dataDir);
}

function openSqlite(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const raw = new SQLite(join(dataDir, 'optio.db'));
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
  let byId: SQLite.Statement<[string], UsersTable> | undefined;
  let authById: SQLite.Statement<[string], AuthUser> | undefined;
  let pingStmt: SQLite.Statement | undefined;
  return {
    kysely,
    engine: 'sqlite',
    async findUserById(id) {
      byId ??= raw.prepare<[string], UsersTable>('select * from users where id = ?');
      return byId.get(id);
    },
    async findAuthUser(id) {
      authById ??= raw.prepare<[string], AuthUser>(
        `select ${AUTH_COLUMNS_SQL} from users where id = ?`,
      );
      return authById.get(id);
    },
    async ping() {
      pingStmt ??= raw.prepare('select 1');
      pingStmt.get();
    },
    poolStats: () => undefined,
    sweepLocks: undefined,
    close: () => kysely.destroy(),
  };
}

// Loaded only with DATABASE_URL: the embedded default never needs the PostgreSQL driver.
const pg = lazyModule<typeof import('pg')>('pg');

function openPostgres(url: string, max: number): Db {
  const pool = new (pg().Pool)({ connectionString: url, max });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // Opened on the first sweep and closed when idle; its sweeps take turns on it.
  const lockPool = new (pg().Pool)({ connectionString: url, max: 1, idleTimeoutMillis: 60_000 });
  const sweepLocks = new Kysely<Database>({ dialect: new PostgresDialect({ pool: lockPool }) });
  // An idle connection dropped by the server (a restart, a failover) is an 'error' event; with
  // no listener Node would end the process. The pool replaces it on the next checkout, and a
  // query then in flight fails on its own promise.
  for (const p of [pool, lockPool]) p.on('error', () => undefined);
  return {
    kysely,
    engine: 'postgres',
    async findUserById(id) {
      const res = await pool.query<UsersTable>({
        name: 'user_by_id',
        text: 'select * from users where id = $1',
        values: [id],
      });
      return res.rows[0];
    },
    async findAuthUser(id) {
      const res = await pool.query<AuthUser>({
        name: 'auth_user_by_id',
        text: `select ${AUTH_COLUMNS_SQL} from users where id = $1`,
        values: [id],
      });
      return res.rows[0];
    },
    async ping() {
      await pool.query('select 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    sweepLocks,
    close: async () => {
      await Promise.all([kysely.destroy(), sweepLocks.destroy()]);
    },
  };
}
