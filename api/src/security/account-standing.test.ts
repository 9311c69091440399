import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { mayBeSeen, seenInSql, type StandingFields } from './account-standing';

interface Row extends StandingFields {
  id: number;
}

/** Every combination of the four columns the rule reads. */
const combinations: Row[] = [];
for (const is_active of [0, 1])
  for (const email_verified_at of [null, '2026-01-01T00:00:00Z'])
    for (const consent_required of [0, 1])
      for (const consent_granted_at of [null, '2026-01-02T00:00:00Z'])
        combinations.push({
          id: combinations.length,
          is_active,
          email_verified_at,
          consent_required,
          consent_granted_at,
        });

describe('account standing', () => {
  it('filters in SQL exactly as accountBlock decides on a loaded row', async () => {
    const k = new Kysely<{ people: Row }>({
      dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
    });
    await k.schema
      .createTable('people')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('is_active', 'integer', (c) => c.notNull())
      .addColumn('email_verified_at', 'text')
      .addColumn('consent_required', 'integer', (c) => c.notNull())
      .addColumn('consent_granted_at', 'text')
      .execute();
    await k.insertInto('people').values(combinations).execute();
    const seen = await k
      .selectFrom('people as p')
      .select('p.id')
      .where(seenInSql('p'))
      .orderBy('p.id')
      .execute();
    const expected = combinations.filter(mayBeSeen).map((r) => r.id);
    expect(seen.map((r) => r.id)).toEqual(expected);
    // Only an active, verified account without a missing consent may be seen.
    expect(expected).toHaveLength(3);
    await k.destroy();
  });
});
