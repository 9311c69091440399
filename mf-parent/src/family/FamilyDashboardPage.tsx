import { Link, useParams } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { useSession } from '@optio/session';
import { AdminStudentPicker } from './AdminStudentPicker';
import { ChildOverview } from './ChildOverview';
import { LinkChildPanel } from './LinkChildPanel';
import { useMyChildren } from '../api/getMyChildren';
import { QueryState } from '@optio/ui';

/** An admin's "Parent Dashboard": pick any student, then read that student's family view. */
function AdminFamilyView({ studentId }: { studentId?: string }) {
  const { t } = useTranslation('parent');
  return (
    <section className="parent-page" aria-labelledby="family-title">
      <h1 id="family-title">{t('adminView.title')}</h1>
      <p className="parent-lead">{t('adminView.lead')}</p>
      <AdminStudentPicker selectedId={studentId} />
      {studentId && <ChildOverview key={studentId} childId={studentId} readOnly />}
    </section>
  );
}

export function FamilyDashboardPage() {
  const { studentId } = useParams();
  const { user } = useSession();
  if (user?.role === 'admin') return <AdminFamilyView studentId={studentId} />;
  return <ParentFamilyView studentId={studentId} />;
}

function ParentFamilyView({ studentId }: { studentId?: string }) {
  const { t } = useTranslation('parent');
  const children = useMyChildren();
  const selected = children.data?.find((c) => c.id === studentId) ?? children.data?.[0];
  const unknownChild = Boolean(
    studentId && children.data && !children.data.some((c) => c.id === studentId),
  );

  return (
    <section className="parent-page" aria-labelledby="family-title">
      <h1 id="family-title">{t('family.title')}</h1>
      <p className="parent-lead">{t('family.lead')}</p>
      <QueryState
        isLoading={children.isPending}
        error={children.error}
        onRetry={() => void children.refetch()}
      />
      {children.data?.length === 0 && <p>{t('family.empty')}</p>}
      {unknownChild && <p role="status">{t('family.unknownChild')}</p>}
      {children.data && children.data.length > 0 && (
        <nav aria-label={t('family.childrenNav')}>
          <ul className="parent-children">
            {children.data.map((child) => (
              <li key={child.id}>
                <Link
                  to={`/parent/dashboard/${child.id}`}
                  aria-current={child.id === selected?.id ? 'page' : undefined}
                  className={
                    child.id === selected?.id ? 'parent-child parent-child--active' : 'parent-child'
                  }
                >
                  <span className="parent-avatar" aria-hidden="true">
                    {child.first_name.charAt(0)}
                  </span>
                  {child.first_name} {child.last_name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {selected && <ChildOverview key={selected.id} childId={selected.id} />}
      <LinkChildPanel />
    </section>
  );
}
