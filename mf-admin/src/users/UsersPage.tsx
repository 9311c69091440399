import { useDeferredValue, useState } from 'react';
import { ROLES, TIERS, type Role, type Tier } from '@optio/contracts';
import { useTranslation } from '@optio/i18n';
import { Link } from '@optio/router';
import { FormError, SelectField, Spinner, TextField } from '@optio/ui';
import { STAFF_NS } from '../staff-i18n';
import { useUsers } from './api/getUsers';
import { Pager } from '../components/Pager';

/** /admin/users: search, filter by role and tier, page through every account. */
export function UsersPage() {
  const { t } = useTranslation(STAFF_NS);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [tier, setTier] = useState<Tier | ''>('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const users = useUsers({ search: deferred, role, tier, page });
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.page_size)) : 1;

  return (
    <section className="admin-page" aria-labelledby="users-title">
      <h1 id="users-title">{t('users.title')}</h1>
      <p className="admin-lead">{t('users.lead')}</p>
      <div className="admin-filters" role="search" aria-label={t('users.filters')}>
        <TextField
          label={t('users.search')}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          autoComplete="off"
        />
        <SelectField
          label={t('users.role')}
          value={role}
          onChange={(e) => {
            setRole(e.target.value as Role | '');
            setPage(1);
          }}
          options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          placeholder={t('users.anyRole')}
        />
        <SelectField
          label={t('users.tier')}
          value={tier}
          onChange={(e) => {
            setTier(e.target.value as Tier | '');
            setPage(1);
          }}
          options={TIERS.map((x) => ({ value: x, label: t(`tiers.${x}`) }))}
          placeholder={t('users.anyTier')}
        />
      </div>
      {users.isPending && <Spinner label={t('users.loading')} />}
      {users.isError && <FormError message={t('users.loadError')} />}
      {users.data && users.data.items.length === 0 && <p>{t('users.empty')}</p>}
      {users.data && users.data.items.length > 0 && (
        <>
          <p aria-live="polite">{t('users.count', { count: users.data.total })}</p>
          <div className="admin-table-scroll" tabIndex={0}>
            <table className="admin-table">
              <caption className="admin-visually-hidden">{t('users.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('users.name')}</th>
                  <th scope="col">{t('users.email')}</th>
                  <th scope="col">{t('users.role')}</th>
                  <th scope="col">{t('users.tier')}</th>
                  <th scope="col">{t('users.status')}</th>
                </tr>
              </thead>
              <tbody>
                {users.data.items.map((u) => (
                  <tr key={u.id}>
                    <td>
                      <Link to={`/admin/users/${u.id}`}>
                        {u.first_name} {u.last_name}
                      </Link>
                    </td>
                    <td>{u.email}</td>
                    <td>{t(`roles.${u.role}`)}</td>
                    <td>{t(`tiers.${u.subscription_tier ?? 'free'}`)}</td>
                    <td>{u.is_active ? t('users.active') : t('users.inactive')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label={t('users.pagination')}
            page={page}
            pages={pages}
            busy={users.isFetching}
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
