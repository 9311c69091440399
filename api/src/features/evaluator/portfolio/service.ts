import type { EvaluatorPortfolio, Evaluation, WorkSample } from '@optio/contracts/evaluator';
import type { AuthUser, Queryable } from '../../../db/types';
import { HttpError } from '../../../lib/errors';
import { readableChild } from '../../family';
import { parseSubjects, SUBJECTS, type Subject } from '../../learning';
import { loadCredits } from '../../records';
import { primarySubject, summarise } from '../rules';
import { findStudent, listCompletionsInRange, listEvaluations, listEvidenceInRange } from './store';
import type { EvaluationsTable } from '../../../db/tables/evaluator';

/** Text of a work sample is cut here (the whole text stays in the student's own records). */
export const SAMPLE_TEXT_MAX = 1500;

export const studentNotFound = () => new HttpError(404, 'Student not found');

/**
 * Whose portfolio the caller may read: a student their own (a `student_id` of anyone else is
 * the same 404 as an unknown one); a parent a linked child, named by `student_id`; an admin any
 * student (audited, as every admin read of a family).
 */
export async function portfolioStudent(
  db: Queryable,
  user: AuthUser,
  studentId: string | undefined,
  what: string,
  at: string,
): Promise<string> {
  if (user.role === 'student') {
    if (studentId && studentId !== user.id) throw studentNotFound();
    return user.id;
  }
  if (!studentId) {
    const message = 'Choose the child: student_id is required';
    throw new HttpError(400, message, { student_id: message });
  }
  const child = await readableChild(db, { user, what, at }, studentId);
  return child.id;
}

export const evaluationView = (e: EvaluationsTable): Evaluation => ({
  id: e.id,
  evaluator_name: e.evaluator_name,
  credential: e.credential,
  date: e.evaluated_on,
  decision: e.decision as Evaluation['decision'],
  comment: e.comment,
  from: e.from_date,
  to: e.to_date,
  recorded_at: e.created_at,
});

/**
 * The evaluator portfolio of one student for a date range: learning days and hours by subject,
 * dated work samples filed under each task's main subject (confidential or held evidence left
 * out: only the fact of the task shows), the web links the student gave as evidence (the
 * resource list), the credit summary from the records credit rules, and recorded evaluations.
 */
export async function buildPortfolio(
  db: Queryable,
  studentId: string,
  range: { from: string; to: string },
  now: Date,
): Promise<EvaluatorPortfolio> {
  const [student, completions, evidence, { report }, evaluations] = await Promise.all([
    findStudent(db, studentId),
    listCompletionsInRange(db, studentId, range.from, range.to),
    listEvidenceInRange(db, studentId, range.from, range.to),
    loadCredits(db, studentId),
    listEvaluations(db, studentId, range.from, range.to),
  ]);
  if (!student) throw studentNotFound();
  const parsed = completions.map((c) => ({
    ...c,
    split: parseSubjects(c.subjects) as { subject: Subject; xp: number }[],
  }));
  const summary = summarise(
    parsed.map((c) => ({ completed_at: c.completed_at, minutes: c.minutes, subjects: c.split })),
  );

  const byTask = new Map<string, { text: string[]; links: string[]; files: WorkSample['files'] }>();
  for (const e of evidence) {
    const entry = byTask.get(e.task_id) ?? { text: [], links: [], files: [] };
    if (e.kind === 'text' && e.text) entry.text.push(e.text);
    if (e.kind === 'link' && e.url) entry.links.push(e.url);
    if (e.kind === 'file' && e.file_id) {
      entry.files.push({
        id: e.file_id,
        name: e.original_name ?? '',
        mime: e.mime ?? '',
        is_image: (e.mime ?? '').startsWith('image/'),
      });
    }
    byTask.set(e.task_id, entry);
  }

  const samples = new Map<Subject, WorkSample[]>();
  const resources: EvaluatorPortfolio['resources'] = [];
  const seen = new Set<string>();
  for (const c of parsed) {
    const subject = primarySubject(c.split) ?? 'electives';
    const ev = byTask.get(c.task_id);
    const text = ev?.text.join('\n\n') ?? '';
    const sample: WorkSample = {
      task_id: c.task_id,
      date: c.completed_at.slice(0, 10),
      title: c.title,
      quest_title: c.quest_title ?? '',
      minutes: c.minutes,
      text: text ? text.slice(0, SAMPLE_TEXT_MAX) : null,
      links: ev?.links ?? [],
      files: ev?.files ?? [],
      confidential: c.confidential === 1,
    };
    samples.set(subject, [...(samples.get(subject) ?? []), sample]);
    for (const url of sample.links) {
      if (seen.has(url)) continue;
      seen.add(url);
      resources.push({ url, task: c.title, date: sample.date });
    }
  }

  return {
    student: { first_name: student.first_name, last_name: student.last_name },
    from: range.from,
    to: range.to,
    generated_at: now.toISOString(),
    totals: summary.totals,
    subjects: SUBJECTS.filter((s) => summary.subjects.has(s) || samples.has(s)).map((s) => ({
      subject: s,
      ...(summary.subjects.get(s) ?? { days: 0, minutes: 0, hours: 0, tasks: 0 }),
      samples: samples.get(s) ?? [],
    })),
    resources,
    credits: {
      total_earned: report.total_earned,
      total_required: report.total_required,
      subjects: report.subjects.map((s) => ({
        subject: s.subject,
        earned: s.earned,
        required: s.required,
      })),
    },
    evaluations: evaluations.map(evaluationView),
  };
}
