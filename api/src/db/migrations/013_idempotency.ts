import type { Kysely, Migration } from 'kysely';

/**
 * Idempotency keys: the first answer to a creating request sent with an `Idempotency-Key`,
 * kept for 24 hours so a retried request is answered again instead of run again.
 */
export const m013Idempotency: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idempotency_keys')
      // `user:<id>` when signed in, `session:<hash of the CSRF session id>` otherwise.
      .addColumn('principal', 'varchar(100)', (c) => c.notNull())
      // `<METHOD> <path and query>` (hashed when very long).
      .addColumn('target', 'varchar(400)', (c) => c.notNull())
      .addColumn('idem_key', 'varchar(200)', (c) => c.notNull())
      // SHA-256 (hex) of the request body; multipart: of the body without its boundaries.
      .addColumn('fingerprint', 'varchar(64)')
      // 'pending' while the first request runs, then 'done'.
      .addColumn('state', 'varchar(10)', (c) => c.notNull())
      .addColumn('status', 'integer')
      .addColumn('headers', 'text')
      .addColumn('body', 'text')
      // 1 when `body` is base64 (a binary answer); 2 when the answer was a stream (not kept).
      .addColumn('body_kind', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['principal', 'target', 'idem_key'])
      .execute();
    await db.schema
      .createIndex('idempotency_keys_expires_idx')
      .on('idempotency_keys')
      .column('expires_at')
      .execute();
  },
};
