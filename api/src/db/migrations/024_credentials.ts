import { type Kysely, type Migration } from 'kysely';

/**
 * Verifiable credentials (issue #16): every key the did:web issuer ever signed with (its DID
 * document keeps them all, so earlier credentials still verify after a rotation), the status
 * lists that carry revocation, and each credential issued with its place in a list.
 */
export const m024Credentials: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('credential_issuer_keys')
      .addColumn('public_key_multibase', 'varchar(80)', (c) => c.primaryKey())
      .addColumn('first_used_at', 'varchar(30)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('credential_status_lists')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('next_index', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('credentials')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('student_id', 'varchar(36)', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      // 'badge', 'diploma' or 'transcript' (a transcript's course and pillar credentials live
      // inside its document).
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      // The badge id for a badge; '' otherwise.
      .addColumn('subject_key', 'varchar(36)', (c) => c.notNull().defaultTo(''))
      // SHA-256 of what was attested: an unchanged record gets the same credential back.
      .addColumn('content_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('status_list', 'varchar(36)', (c) =>
        c.notNull().references('credential_status_lists.id'),
      )
      .addColumn('status_index', 'integer', (c) => c.notNull())
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('issued_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('revoked_at', 'varchar(30)')
      .addColumn('revoked_reason', 'text')
      .addColumn('revoked_by', 'varchar(36)')
      .addUniqueConstraint('credentials_status_slot', ['status_list', 'status_index'])
      .execute();
    await db.schema
      .createIndex('credentials_student_kind_idx')
      .on('credentials')
      .columns(['student_id', 'kind', 'subject_key'])
      .execute();
  },
};
