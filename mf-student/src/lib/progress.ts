import type { EnrolmentSummary } from '../api/types';

export function enrolmentPercent(e: Pick<EnrolmentSummary, 'tasks_completed' | 'tasks_total'>) {
  return e.tasks_total > 0 ? Math.round((e.tasks_completed / e.tasks_total) * 100) : 0;
}
