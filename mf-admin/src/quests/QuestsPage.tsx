import { useDeferredValue, useState } from 'react';
import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Link } from '@optio/router';
import { Button, FormError, Spinner, TextField, notify } from '@optio/ui';
import { STAFF_NS } from '../staff-i18n';
import { useAdminQuests } from './api/getQuests';
import { useSetQuestActive } from './api/setQuestActive';
import { Pager } from '../components/Pager';

/** /admin/quests: every quest, active or not, with activate/deactivate and edit. */
export function QuestsPage() {
  const { t } = useTranslation(STAFF_NS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const quests = useAdminQuests(deferred, page);
  const toggle = useSetQuestActive();
  const pages = quests.data ? Math.max(1, Math.ceil(quests.data.total / quests.data.page_size)) : 1;

  return (
    <section className="admin-page" aria-labelledby="quests-title">
      <div className="admin-heading-row">
        <h1 id="quests-title">{t('quests.title')}</h1>
        <Link className="optio-button optio-button--primary" to="/admin/quests/new">
          {t('quests.create')}
        </Link>
      </div>
      <p className="admin-lead">{t('quests.lead')}</p>
      <div className="admin-filters" role="search" aria-label={t('quests.searchLabel')}>
        <TextField
          label={t('quests.search')}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          autoComplete="off"
        />
      </div>
      <FormError
        message={toggle.isError ? (serverMessage(toggle.error) ?? t('quests.failed')) : undefined}
      />
      {quests.isPending && <Spinner label={t('quests.loading')} />}
      {quests.isError && <FormError message={t('quests.loadError')} />}
      {quests.data && quests.data.items.length === 0 && <p>{t('quests.empty')}</p>}
      {quests.data && quests.data.items.length > 0 && (
        <>
          <div className="admin-table-scroll" tabIndex={0}>
            <table className="admin-table">
              <caption className="admin-visually-hidden">{t('quests.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('quests.name')}</th>
                  <th scope="col">{t('quests.pillars')}</th>
                  <th scope="col">{t('quests.tasks')}</th>
                  <th scope="col">{t('quests.xp')}</th>
                  <th scope="col">{t('quests.status')}</th>
                  <th scope="col">{t('quests.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {quests.data.items.map((q) => (
                  <tr key={q.id}>
                    <td>
                      <Link to={`/admin/quests/${q.id}`}>{q.title}</Link>
                    </td>
                    <td>{q.pillars.map((p) => t(`pillars.${p}`)).join(', ')}</td>
                    <td>{q.task_count}</td>
                    <td>{q.total_xp}</td>
                    <td>{q.is_active ? t('quests.active') : t('quests.inactive')}</td>
                    <td>
                      <Button
                        variant="secondary"
                        disabled={toggle.isPending}
                        aria-label={t(
                          q.is_active ? 'quests.deactivateNamed' : 'quests.activateNamed',
                          {
                            title: q.title,
                          },
                        )}
                        onClick={() =>
                          toggle.mutate(
                            { id: q.id, active: !q.is_active },
                            {
                              onSuccess: () =>
                                notify.success(
                                  t(q.is_active ? 'quests.deactivated' : 'quests.activated', {
                                    title: q.title,
                                  }),
                                ),
                            },
                          )
                        }
                      >
                        {q.is_active ? t('quests.deactivate') : t('quests.activate')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label={t('quests.pagination')}
            page={page}
            pages={pages}
            busy={quests.isFetching}
            onPage={setPage}
            previousLabel={t('users.previous')}
            nextLabel={t('users.next')}
            status={t('users.pageOf', { page, pages })}
          />
        </>
      )}
    </section>
  );
}
