import { useState, type FormEvent } from 'react';
import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { Button, QueryState, TextField } from '@optio/ui';
import { useAdminStudents } from '../api/getAdminStudents';

/**
 * An admin's way into any student's family view (GET /api/admin/users, students only). Every
 * family view an admin then opens is written to the audit log by the server.
 */
export function AdminStudentPicker({ selectedId }: { selectedId?: string }) {
  const { t } = useTranslation('parent');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const students = useAdminStudents(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };
  return (
    <section className="parent-card" aria-labelledby="admin-picker-title">
      <h2 id="admin-picker-title" className="parent-card__title">
        {t('adminView.pickTitle')}
      </h2>
      <p>{t('adminView.audited')}</p>
      <form className="parent-search" role="search" onSubmit={submit}>
        <TextField
          label={t('adminView.searchLabel')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={100}
        />
        <Button type="submit" variant="secondary">
          {t('adminView.search')}
        </Button>
      </form>
      <QueryState
        isLoading={students.isPending}
        error={students.error}
        onRetry={() => void students.refetch()}
      />
      {students.data?.items.length === 0 && <p role="status">{t('adminView.none')}</p>}
      {students.data && students.data.items.length > 0 && (
        <nav aria-label={t('adminView.studentsNav')}>
          <ul className="parent-children">
            {students.data.items.map((student) => (
              <li key={student.id}>
                <Link
                  to={`/parent/dashboard/${student.id}`}
                  aria-current={student.id === selectedId ? 'page' : undefined}
                  className={
                    student.id === selectedId ? 'parent-child parent-child--active' : 'parent-child'
                  }
                >
                  {student.first_name} {student.last_name}
                  <small className="parent-muted"> {student.email}</small>
                </Link>
              </li>
            ))}
          </ul>
          {students.data.total > students.data.items.length && (
            <p className="parent-muted">
              {t('adminView.more', {
                shown: students.data.items.length,
                total: students.data.total,
              })}
            </p>
          )}
        </nav>
      )}
    </section>
  );
}
