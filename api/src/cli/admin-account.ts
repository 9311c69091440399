import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/connect';
import type { UsersTable } from '../db/types';
import { writeAudit } from '../features/admin';
import { findUserByEmail, insertUser, updateUser } from '../features/auth';

/** Audit rows written by the command line carry this actor (no account did it). */
export const CLI_ACTOR = 'cli:admin-create';

export interface AdminRequest {
  email: string;
  /** Null keeps an existing account's password, and gives a new one an unusable password
   * (set through the mailed link). */
  password: string | null;
  firstName: string;
  lastName: string;
  /** Who ran the command (the operating-system user), for the audit row. */
  operator: string;
  linkMailed: boolean;
}

export interface AdminResult {
  user: Pick<UsersTable, 'id' | 'email' | 'first_name' | 'language'>;
  created: boolean;
  previousRole: string | null;
}

/**
 * Creates an admin account, or makes an existing account an active admin, and writes the audit
 * row in the same transaction.
 */
export async function ensureAdmin(
  db: Db,
  hash: (password: string) => Promise<string>,
  now: Date,
  req: AdminRequest,
): Promise<AdminResult> {
  const iso = now.toISOString();
  // Hashing is slow: done before the transaction opens.
  const passwordHash = req.password === null ? null : await hash(req.password);
  const unusable = passwordHash ?? (await hash(randomBytes(32).toString('base64url')));
  return db.kysely.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, req.email);
    if (existing) {
      await updateUser(trx, existing.id, {
        role: 'admin',
        is_active: 1,
        updated_at: iso,
        ...(passwordHash ? { password_hash: passwordHash, password_changed_at: iso } : {}),
      });
      await writeAudit(trx, {
        actorId: CLI_ACTOR,
        action: 'user.admin_promote',
        targetType: 'user',
        targetId: existing.id,
        details: {
          operator: req.operator,
          old: { role: existing.role, is_active: existing.is_active === 1 },
          new: { role: 'admin', is_active: true },
          password_set: passwordHash !== null,
          link_mailed: req.linkMailed,
        },
        at: iso,
      });
      const { id, email, first_name, language } = existing;
      return {
        user: { id, email, first_name, language },
        created: false,
        previousRole: existing.role,
      };
    }
    const user: UsersTable = {
      id: randomUUID(),
      email: req.email,
      password_hash: unusable,
      first_name: req.firstName,
      last_name: req.lastName,
      role: 'admin',
      subscription_tier: null,
      date_of_birth: null,
      phone_number: null,
      address_line1: null,
      address_line2: null,
      city: null,
      state: null,
      postal_code: null,
      country: null,
      parent_email: null,
      // The operator vouches for the address (and the mailed link proves it).
      email_verified_at: iso,
      consent_required: 0,
      consent_granted_at: null,
      is_active: 1,
      terms_accepted_at: null,
      password_changed_at: iso,
      created_at: iso,
      updated_at: iso,
      language: null,
    };
    await insertUser(trx, user);
    await writeAudit(trx, {
      actorId: CLI_ACTOR,
      action: 'user.admin_create',
      targetType: 'user',
      targetId: user.id,
      details: {
        operator: req.operator,
        new: { email: user.email, role: 'admin' },
        password_set: passwordHash !== null,
        link_mailed: req.linkMailed,
      },
      at: iso,
    });
    return { user, created: true, previousRole: null };
  });
}
