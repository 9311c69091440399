import type { TargetsBody, Tracking } from '@optio/contracts/evaluator';
import type { AppContext } from '../../../context';
import type { AuthUser, Queryable } from '../../../db/types';
import { toLanguage } from '../../../lib/language';
import { catalogueMail } from '../../../mail/catalogue';
import { linkedChild, readableChild } from '../../family';
import { parseSubjects, type Subject } from '../../learning';
import { listCompletionsInRange } from '../portfolio/store';
import { daysBetween, reminderDue, REMINDER_DAYS, schoolYear, summarise } from '../rules';
import {
  claimReminder,
  findTargets,
  listDueEvaluations,
  listParentsOf,
  upsertTargets,
} from './store';

/** The twelve months of a school year starting at `from` (YYYY-MM). */
function monthsOf(from: string): string[] {
  const [y, m] = from.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/** Learning days and hours of the current school year against the family's targets. */
export async function trackingOf(db: Queryable, childId: string, now: Date): Promise<Tracking> {
  const year = schoolYear(now);
  const [rows, targets] = await Promise.all([
    listCompletionsInRange(db, childId, year.from, year.to),
    findTargets(db, childId),
  ]);
  const summary = summarise(
    rows.map((r) => ({
      completed_at: r.completed_at,
      minutes: r.minutes,
      subjects: parseSubjects(r.subjects) as { subject: Subject; xp: number }[],
    })),
  );
  const due = targets?.evaluation_due ?? null;
  return {
    school_year: year,
    days: summary.totals.days,
    hours: summary.totals.hours,
    target_days: targets?.target_days ?? null,
    target_hours: targets?.target_hours ?? null,
    evaluation_due: due,
    days_until_due: due ? daysBetween(now.toISOString().slice(0, 10), due) : null,
    months: monthsOf(year.from).map((month) => {
      const m = summary.months.get(month);
      return { month, days: m?.days ?? 0, hours: m?.hours ?? 0 };
    }),
  };
}

export async function readTracking(
  db: Queryable,
  user: AuthUser,
  childId: string,
  now: Date,
): Promise<Tracking> {
  const child = await readableChild(db, { user, what: 'tracking', at: now.toISOString() }, childId);
  return trackingOf(db, child.id, now);
}

/** A linked parent sets the year's targets and the evaluation due date (null clears each). */
export async function setTargets(
  db: Queryable,
  user: AuthUser,
  childId: string,
  body: TargetsBody,
  now: Date,
): Promise<Tracking> {
  const child = await linkedChild(db, user.id, childId);
  await upsertTargets(db, {
    student_id: child.id,
    target_days: body.target_days,
    target_hours: body.target_hours,
    evaluation_due: body.evaluation_due,
    updated_by: user.id,
    updated_at: now.toISOString(),
  });
  return trackingOf(db, child.id, now);
}

/**
 * The reminder sweep (hourly, beside the other sweeps): for every evaluation due within 30
 * days, the 30-day and then the 7-day reminder is mailed to each linked parent, each once: the
 * reminder's row and its mails are written in one transaction, and a row already there means
 * it was sent. Returns how many reminders went out.
 */
export async function sweepEvaluationReminders(ctx: AppContext, now: Date): Promise<number> {
  const db = ctx.db.kysely;
  const today = now.toISOString().slice(0, 10);
  const horizon = new Date(now.getTime() + REMINDER_DAYS[0] * 86_400_000)
    .toISOString()
    .slice(0, 10);
  let sent = 0;
  for (const due of await listDueEvaluations(db, today, horizon)) {
    const dueDate = due.evaluation_due!;
    const days = reminderDue(dueDate, today);
    if (days === null) continue;
    const wrote = await db.transaction().execute(async (trx) => {
      const fresh = await claimReminder(trx, {
        student_id: due.student_id,
        due_date: dueDate,
        days_before: days,
        sent_at: now.toISOString(),
      });
      if (!fresh) return false;
      const url = `${ctx.config.publicUrl}/parent/dashboard/${due.student_id}`;
      for (const parent of await listParentsOf(trx, due.student_id)) {
        await ctx.mailer.enqueue(
          trx,
          catalogueMail(
            parent.email,
            toLanguage(parent.language),
            'evaluationReminder',
            {
              child: due.first_name,
              days: String(daysBetween(today, dueDate)),
              due: dueDate,
            },
            { url },
          ),
        );
      }
      return true;
    });
    if (wrote) sent += 1;
  }
  if (sent > 0) await ctx.mailer.deliverDue();
  return sent;
}
