import { sql, type Kysely, type Migration } from 'kysely';

/**
 * One valid credential per attested content (issue #16): two concurrent first downloads of the
 * same badge, diploma or transcript could each sign and store one. Duplicates already stored are
 * revoked (all but the earliest, with the reason), so the unique index can be built; a revoked
 * credential stays in place, so a record that changes can still be issued again.
 */
export const m028CredentialsIssuedOnce: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      UPDATE credentials
      SET revoked_at = issued_at,
          revoked_reason = 'Issued twice by concurrent downloads; the earlier copy stays valid'
      WHERE revoked_at IS NULL
        AND EXISTS (
          SELECT 1 FROM credentials AS earlier
          WHERE earlier.student_id = credentials.student_id
            AND earlier.kind = credentials.kind
            AND earlier.subject_key = credentials.subject_key
            AND earlier.content_hash = credentials.content_hash
            AND earlier.revoked_at IS NULL
            AND (earlier.issued_at < credentials.issued_at
              OR (earlier.issued_at = credentials.issued_at AND earlier.id < credentials.id))
        )
    `.execute(db);
    await db.schema
      .createIndex('credentials_issued_once')
      .unique()
      .on('credentials')
      .columns(['student_id', 'kind', 'subject_key', 'content_hash'])
      .where(sql.ref('revoked_at'), 'is', null)
      .execute();
  },
};
