import { useTranslation } from '@optio/i18n';
import { Spinner } from '@optio/ui';
import { useAssignedStudents } from './useAssignedStudents';

export function AdvisorHomePage() {
  const { t } = useTranslation('advisor');
  const students = useAssignedStudents();
  return (
    <section className="advisor-page" aria-labelledby="advisor-title">
      <h1 id="advisor-title">{t('home.title')}</h1>
      <p className="advisor-lead">{t('home.lead')}</p>
      <h2>{t('home.students')}</h2>
      {students.isPending && <Spinner label={t('home.loading')} />}
      {students.isError && <p role="alert">{t('home.error')}</p>}
      {students.data?.length === 0 && <p>{t('home.empty')}</p>}
      {students.data && students.data.length > 0 && (
        <ul className="advisor-students">
          {students.data.map((s) => (
            <li key={s.id}>
              <strong>
                {s.first_name} {s.last_name}
              </strong>
              <span>{s.email}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
