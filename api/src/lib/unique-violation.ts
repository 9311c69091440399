/** A UNIQUE or PRIMARY KEY violation on either engine. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  if (!e) return false;
  if (e.code === '23505') return true;
  if (typeof e.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT')) {
    return e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  }
  return false;
}
