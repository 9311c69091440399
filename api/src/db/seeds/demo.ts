import { randomUUID } from 'node:crypto';
import type { Role } from '@optio/contracts';
import { seedRecords } from './records';
import type { Db } from '../connect';
import type { UsersTable } from '../types';
import { seedLearning } from './learning';
import { insertSeedRows, listExistingEmails } from './store';
import { seedTutor } from './tutor';

export const DEMO_PASSWORD = 'Optio-Demo-2026!';

export const DEMO_ACCOUNTS: {
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  date_of_birth: string;
}[] = [
  {
    email: 'admin@optio.test',
    first_name: 'Ada',
    last_name: 'Admin',
    role: 'admin',
    date_of_birth: '1985-03-14',
  },
  {
    email: 'educator@optio.test',
    first_name: 'Elena',
    last_name: 'Eduardo',
    role: 'educator',
    date_of_birth: '1982-09-02',
  },
  {
    email: 'advisor@optio.test',
    first_name: 'Marcus',
    last_name: 'Avery',
    role: 'advisor',
    date_of_birth: '1979-11-21',
  },
  {
    email: 'parent@optio.test',
    first_name: 'Priya',
    last_name: 'Patel',
    role: 'parent',
    date_of_birth: '1984-06-30',
  },
  {
    email: 'student@optio.test',
    first_name: 'Sam',
    last_name: 'Patel',
    role: 'student',
    date_of_birth: '2010-04-18',
  },
  {
    email: 'observer@optio.test',
    first_name: 'Olivia',
    last_name: 'Ortiz',
    role: 'observer',
    date_of_birth: '1958-01-09',
  },
  {
    email: 'marketing@optio.test',
    first_name: 'Mara',
    last_name: 'Marketing',
    role: 'marketing',
    date_of_birth: '1990-05-12',
  },
];

/** The demo accounts present in a database (a production start refuses them). */
export async function findDemoAccounts(db: Db): Promise<string[]> {
  const emails = await listExistingEmails(
    db.kysely,
    DEMO_ACCOUNTS.map((a) => a.email),
  );
  return emails.sort();
}

/** Demo accounts, family links, the quest catalogue and the student's progress. The password is hashed once and reused. */
export async function seedDemo(
  db: Db,
  hashPassword: (p: string) => Promise<string>,
  now: Date,
): Promise<void> {
  const k = db.kysely;
  const hash = await hashPassword(DEMO_PASSWORD);
  const iso = now.toISOString();
  const ids = new Map<string, string>();
  const rows: UsersTable[] = DEMO_ACCOUNTS.map((a) => {
    const id = randomUUID();
    ids.set(a.role, id);
    return {
      id,
      email: a.email,
      password_hash: hash,
      first_name: a.first_name,
      last_name: a.last_name,
      role: a.role,
      subscription_tier: 'free',
      date_of_birth: a.date_of_birth,
      phone_number: null,
      address_line1: null,
      address_line2: null,
      city: null,
      state: null,
      postal_code: null,
      country: 'United States',
      parent_email: a.role === 'student' ? 'parent@optio.test' : null,
      email_verified_at: iso,
      consent_required: 0,
      consent_granted_at: iso,
      is_active: 1,
      terms_accepted_at: iso,
      password_changed_at: iso,
      created_at: iso,
      updated_at: iso,
      // Never chosen: the browser's language (or a saved choice) applies at sign-in.
      language: null,
    };
  });
  await k.transaction().execute(async (trx) => {
    await insertSeedRows(trx, 'users', rows);
    await insertSeedRows(trx, 'parent_child_links', {
      parent_id: ids.get('parent')!,
      child_id: ids.get('student')!,
      created_at: iso,
    });
    await insertSeedRows(trx, 'observer_links', {
      observer_id: ids.get('observer')!,
      student_id: ids.get('student')!,
      created_at: iso,
    });
    await insertSeedRows(trx, 'advisor_students', {
      advisor_id: ids.get('advisor')!,
      student_id: ids.get('student')!,
      assigned_by: ids.get('admin')!,
      created_at: iso,
    });
    await seedLearning(
      trx,
      { studentId: ids.get('student')!, creatorId: ids.get('advisor')! },
      now,
    );
    await seedTutor(trx, { studentId: ids.get('student')! }, now);
    await seedRecords(trx, { advisorId: ids.get('advisor')! }, now);
    await insertSeedRows(trx, 'site_settings', [
      { key: 'site_name', value: 'Optio', updated_at: iso },
      { key: 'logo_url', value: null, updated_at: iso },
    ]);
  });
}
