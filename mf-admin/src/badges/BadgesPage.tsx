import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Link } from '@optio/router';
import { Button, FormError, Spinner, notify } from '@optio/ui';
import { STAFF_NS } from '../staff-i18n';
import { useBadges } from './api/getBadges';
import { useSetBadgeActive } from './api/setBadgeActive';

/** /admin/badges: every badge, activate/deactivate, and a link to the advisor editor. */
export function BadgesPage() {
  const { t } = useTranslation(STAFF_NS);
  const badges = useBadges();
  const toggle = useSetBadgeActive({
    onSuccess: (b) =>
      notify.success(t(b.is_active ? 'badges.activated' : 'badges.deactivated', { name: b.name })),
  });
  const list = badges.data?.badges;

  return (
    <section className="admin-page" aria-labelledby="badges-title">
      <div className="admin-heading-row">
        <h1 id="badges-title">{t('badges.title')}</h1>
        <Link className="optio-button optio-button--primary" to="/advisor/badges/create">
          {t('badges.create')}
        </Link>
      </div>
      <p className="admin-lead">{t('badges.lead')}</p>
      <FormError
        message={toggle.isError ? (serverMessage(toggle.error) ?? t('badges.failed')) : undefined}
      />
      {badges.isPending && <Spinner label={t('badges.loading')} />}
      {badges.isError && <FormError message={t('badges.loadError')} />}
      {list && list.length === 0 && <p>{t('badges.empty')}</p>}
      {list && list.length > 0 && (
        <div className="admin-table-scroll" tabIndex={0}>
          <table className="admin-table">
            <caption className="admin-visually-hidden">{t('badges.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('badges.name')}</th>
                <th scope="col">{t('badges.pillar')}</th>
                <th scope="col">{t('badges.requirements')}</th>
                <th scope="col">{t('badges.claims')}</th>
                <th scope="col">{t('badges.status')}</th>
                <th scope="col">{t('badges.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((b) => (
                <tr key={b.id}>
                  <td>{b.name}</td>
                  <td>{t(`pillars.${b.primary_pillar}`)}</td>
                  <td>
                    {t('badges.rule', {
                      quests: b.min_quests,
                      linked: b.quests.length,
                      xp: b.min_xp,
                    })}
                  </td>
                  <td>{b.claim_count}</td>
                  <td>{b.is_active ? t('quests.active') : t('quests.inactive')}</td>
                  <td className="admin-actions">
                    <Link
                      to={`/advisor/badges/${b.id}/edit`}
                      aria-label={t('badges.editNamed', { name: b.name })}
                    >
                      {t('badges.edit')}
                    </Link>
                    <Button
                      variant="secondary"
                      disabled={toggle.isPending}
                      aria-label={t(
                        b.is_active ? 'badges.deactivateNamed' : 'badges.activateNamed',
                        {
                          name: b.name,
                        },
                      )}
                      onClick={() => toggle.mutate({ id: b.id, active: !b.is_active })}
                    >
                      {b.is_active ? t('quests.deactivate') : t('quests.activate')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
