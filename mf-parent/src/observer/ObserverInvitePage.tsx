import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { Link, useSearchParams } from '@optio/router';
import { useSession } from '@optio/session';
import { useTranslation } from '@optio/i18n';
import { Alert, Button, Checkbox, PasswordField, QueryState, TextField } from '@optio/ui';
import { useAcceptInvitation } from '../api/acceptInvitation';
import { useInvitationPreview } from '../api/getInvitationPreview';
import { useRegisterObserver } from '../api/registerObserver';
import { formatDate } from '../components/format';

function RegisterForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('parent');
  const register = useRegisterObserver();
  const [form, setForm] = useState({
    first_name: '',
    last_name: '',
    password: '',
    confirmPassword: '',
    acceptedLegalTerms: false,
  });
  const errors = register.error ? serverFieldErrors(register.error) : {};
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  if (register.isSuccess) {
    return (
      <Alert tone="success" title={t('invite.ready')}>
        <p>{t('invite.signInAs', { email })}</p>
        <Link to="/login">{t('invite.signIn')}</Link>
      </Alert>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    register.mutate({ token, ...form });
  };
  return (
    <form onSubmit={submit} noValidate className="parent-form">
      <h2>{t('invite.create')}</h2>
      <p>{t('invite.accountFor', { email })}</p>
      <TextField
        label={t('invite.firstName')}
        autoComplete="given-name"
        value={form.first_name}
        onChange={(e) => set({ first_name: e.target.value })}
        error={errors.first_name}
        required
      />
      <TextField
        label={t('invite.lastName')}
        autoComplete="family-name"
        value={form.last_name}
        onChange={(e) => set({ last_name: e.target.value })}
        error={errors.last_name}
        required
      />
      <PasswordField
        label={t('invite.password')}
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => set({ password: e.target.value })}
        error={errors.password}
        required
      />
      <PasswordField
        label={t('invite.confirm')}
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={(e) => set({ confirmPassword: e.target.value })}
        error={errors.confirmPassword}
        required
      />
      <Checkbox
        label={
          <>
            {t('invite.terms')} <Link to="/terms">{t('invite.termsLink')}</Link> ·{' '}
            <Link to="/privacy">{t('invite.privacyLink')}</Link>
          </>
        }
        checked={form.acceptedLegalTerms}
        onChange={(e) => set({ acceptedLegalTerms: e.target.checked })}
        error={errors.acceptedLegalTerms}
      />
      {register.error && !Object.keys(errors).length && (
        <Alert tone="error">{serverMessage(register.error) ?? t('common.tryAgainLater')}</Alert>
      )}
      <Button type="submit" loading={register.isPending} loadingLabel={t('invite.creating')}>
        {t('invite.createButton')}
      </Button>
    </form>
  );
}

/** Where the mailed observer invitation leads (`/observer-invite?token=`). Public. */
export function ObserverInvitePage() {
  const { t, i18n } = useTranslation('parent');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const user = session.user;
  const p = preview.data;
  return (
    <section className="parent-page parent-page--narrow" aria-labelledby="invite-title">
      <h1 id="invite-title">{t('invite.title')}</h1>
      {!token && <Alert tone="error">{t('invite.missing')}</Alert>}
      {token && <QueryState isLoading={preview.isPending} error={preview.error} />}
      {p && (
        <>
          <p className="parent-lead">
            {t('invite.lead', { parent: p.parent_name, child: p.child_first_name })}
          </p>
          <p>{t('invite.validUntil', { date: formatDate(p.expires_at, i18n.language) })}</p>
          {accept.isSuccess ? (
            <Alert tone="success" title={accept.data.message}>
              <Link to="/observer">{t('invite.openFeed')}</Link>
            </Alert>
          ) : user ? (
            user.role === 'observer' && user.email.toLowerCase() === p.email ? (
              <>
                <Button
                  onClick={() => accept.mutate(token)}
                  loading={accept.isPending}
                  loadingLabel={t('common.saving')}
                >
                  {t('invite.accept')}
                </Button>
                {accept.error && (
                  <Alert tone="error">
                    {serverMessage(accept.error) ?? t('common.tryAgainLater')}
                  </Alert>
                )}
              </>
            ) : (
              <Alert tone="warning">{t('invite.otherAccount', { email: p.email })}</Alert>
            )
          ) : p.has_account ? (
            <p>
              {t('invite.hasAccount', { email: p.email })}{' '}
              <Link to="/login">{t('invite.signIn')}</Link>
            </p>
          ) : (
            <RegisterForm token={token} email={p.email} />
          )}
        </>
      )}
    </section>
  );
}
