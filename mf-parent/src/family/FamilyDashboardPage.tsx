import { Link, useParams } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { Spinner } from '@optio/ui';
import { useMyChildren } from './useMyChildren';

export function FamilyDashboardPage() {
  const { t } = useTranslation('parent');
  const { studentId } = useParams();
  const children = useMyChildren();
  const selected = children.data?.find((c) => c.id === studentId) ?? children.data?.[0];

  return (
    <section className="parent-page" aria-labelledby="family-title">
      <h1 id="family-title">{t('family.title')}</h1>
      <p className="parent-lead">{t('family.lead')}</p>
      {children.isPending && <Spinner label={t('family.loading')} />}
      {children.isError && <p role="alert">{t('family.error')}</p>}
      {children.data?.length === 0 && <p>{t('family.empty')}</p>}
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
      {selected && (
        <article className="parent-card" aria-labelledby="child-title">
          <h2 id="child-title">{t('family.childHeading', { name: selected.first_name })}</h2>
          <p>
            {t('family.joined', {
              date: new Date(selected.created_at).toLocaleDateString(undefined, {
                dateStyle: 'long',
              }),
            })}
          </p>
        </article>
      )}
    </section>
  );
}
