import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { CalendarCard } from './CalendarCard';
import { useMyChildren } from '../api/getMyChildren';
import { QueryState } from '@optio/ui';

/** /parent/calendar: the side menu's Calendar for a parent, every linked child's due dates. */
export function FamilyCalendarPage() {
  const { t } = useTranslation('parent');
  const children = useMyChildren();
  return (
    <section className="parent-page" aria-labelledby="family-calendar-title">
      <h1 id="family-calendar-title">{t('familyCalendar.title')}</h1>
      <p className="parent-lead">{t('familyCalendar.lead')}</p>
      <QueryState
        isLoading={children.isPending}
        error={children.error}
        onRetry={() => void children.refetch()}
      />
      {children.data?.length === 0 && (
        <p>
          {t('familyCalendar.empty')}{' '}
          <Link to="/parent/dashboard">{t('familyCalendar.linkChild')}</Link>
        </p>
      )}
      <div className="parent-stack">
        {children.data?.map((child) => (
          <CalendarCard
            key={child.id}
            childId={child.id}
            level={2}
            title={t('familyCalendar.childTitle', { name: child.first_name })}
          />
        ))}
      </div>
    </section>
  );
}
