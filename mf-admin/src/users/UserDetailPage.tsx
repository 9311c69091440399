import { useEffect, useState, type FormEvent } from 'react';
import { ROLES, TIERS, type Role, type Tier } from '@optio/contracts';
import { serverMessage } from '@optio/api-client';
import { formatDate, useTranslation } from '@optio/i18n';
import { Link, useParams } from '@optio/router';
import { Button, FormError, SelectField, Spinner, notify } from '@optio/ui';
import { useStaffRole } from '../components/useStaffRole';
import { STAFF_NS } from '../staff-i18n';
import type { UserDetail } from '@optio/contracts/admin';
import { changeUser } from './api/changeUser';
import { useUserDetail } from './api/getUser';
import { sendPasswordReset } from './api/sendPasswordReset';
import { setUserActive } from './api/setUserActive';
import { useUserAction } from './api/useUserAction';
import { LinksPanel } from './LinksPanel';
import type { MessageResponse } from '@optio/contracts/common';

/** /admin/users/{id}: the account, its role and tier, its state and its links. */
export function UserDetailPage() {
  const { userId = '' } = useParams();
  const { t } = useTranslation(STAFF_NS);
  const detail = useUserDetail(userId);
  const { isAdmin } = useStaffRole();
  const d = detail.data;
  return (
    <section className="admin-page" aria-labelledby="user-title">
      <p>
        <Link to="/admin/users">{t('user.back')}</Link>
      </p>
      {!d && <h1 id="user-title">{t('user.title')}</h1>}
      {detail.isPending && <Spinner label={t('users.loading')} />}
      {detail.isError && <FormError message={serverMessage(detail.error) ?? t('user.loadError')} />}
      {d && (
        <>
          <h1 id="user-title">
            {d.user.first_name} {d.user.last_name}
          </h1>
          <dl className="admin-facts">
            <dt>{t('users.email')}</dt>
            <dd>{d.user.email}</dd>
            <dt>{t('users.role')}</dt>
            <dd>{t(`roles.${d.user.role}`)}</dd>
            <dt>{t('users.tier')}</dt>
            <dd>{t(`tiers.${d.user.subscription_tier ?? 'free'}`)}</dd>
            <dt>{t('users.status')}</dt>
            <dd>{d.user.is_active ? t('users.active') : t('users.inactive')}</dd>
            <dt>{t('user.verified')}</dt>
            <dd>{d.user.email_verified ? t('user.yes') : t('user.no')}</dd>
            <dt>{t('user.joined')}</dt>
            <dd>{formatDate(d.user.created_at)}</dd>
          </dl>
          {isAdmin ? (
            <AccountForms detail={d} />
          ) : (
            <p className="admin-muted">{t('user.readOnly')}</p>
          )}
          <LinksPanel detail={d} canEdit={isAdmin} />
        </>
      )}
    </section>
  );
}

function AccountForms({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation(STAFF_NS);
  const user = detail.user;
  const [role, setRole] = useState<Role>(user.role);
  const [tier, setTier] = useState<Tier>(user.subscription_tier ?? 'free');
  useEffect(() => {
    setRole(user.role);
    setTier(user.subscription_tier ?? 'free');
  }, [user.role, user.subscription_tier]);

  const change = useUserAction((body: { role: Role; subscription_tier: Tier }) =>
    changeUser(user.id, body),
  );
  const active = useUserAction((next: boolean) => setUserActive(user.id, next));
  const reset = useUserAction(() => sendPasswordReset(user.id));
  const error = [change, active, reset].find((m) => m.isError)?.error;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate(
      { role, subscription_tier: tier },
      { onSuccess: () => notify.success(t('user.saved')) },
    );
  };

  return (
    <div className="admin-panel">
      <h2>{t('user.account')}</h2>
      <FormError message={error ? (serverMessage(error) ?? t('user.failed')) : undefined} />
      <form className="admin-form admin-form--inline" onSubmit={submit} noValidate>
        <SelectField
          label={t('users.role')}
          value={role}
          onChange={(e) => setRole(e.target.value as Role)}
          options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        />
        <SelectField
          label={t('users.tier')}
          value={tier}
          onChange={(e) => setTier(e.target.value as Tier)}
          options={TIERS.map((x) => ({ value: x, label: t(`tiers.${x}`) }))}
        />
        <Button type="submit" loading={change.isPending} loadingLabel={t('user.saving')}>
          {t('user.save')}
        </Button>
      </form>
      <div className="admin-actions">
        <Button
          variant={user.is_active ? 'danger' : 'secondary'}
          loading={active.isPending}
          onClick={() =>
            active.mutate(!user.is_active, {
              onSuccess: () =>
                notify.success(user.is_active ? t('user.deactivated') : t('user.reactivated')),
            })
          }
        >
          {user.is_active ? t('user.deactivate') : t('user.reactivate')}
        </Button>
        <Button
          variant="secondary"
          loading={reset.isPending}
          loadingLabel={t('user.sending')}
          disabled={!user.is_active}
          onClick={() =>
            reset.mutate(undefined, {
              onSuccess: (res) => notify.success((res as MessageResponse).message),
            })
          }
        >
          {t('user.sendReset')}
        </Button>
      </div>
    </div>
  );
}
