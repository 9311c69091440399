import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from '@optio/router';
import { signOut, useSession } from '@optio/session';
import { Alert, Button, FormError, Spinner } from '@optio/ui';
import { AuthLayout } from '../common/AuthLayout';
import { genericFailure } from '../common/errorMessages';
import { useAuthTranslation } from '../common/i18n';
import { oncePerToken } from '../common/oncePerToken';
import type { ConsentRequest } from '@optio/contracts/auth';
import { getConsentRequest } from './api/getConsentRequest';
import { submitConsent } from './api/submitConsent';

type Details =
  | { status: 'loading' }
  | { status: 'ready'; request: ConsentRequest }
  | { status: 'failed'; message: string };

/**
 * The page a parent reaches from the consent e-mail (`/parental-consent?token=`). Consent is given
 * by a signed-in parent account: signed out, the page offers to sign in (coming back here) or to
 * create a parent account.
 */
export function ParentalConsentPage() {
  const { t } = useAuthTranslation();
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [details, setDetails] = useState<Details>({ status: 'loading' });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return undefined;
    let active = true;
    getConsentRequest(token).then(
      (request) => active && setDetails({ status: 'ready', request }),
      (e: unknown) =>
        active && setDetails({ status: 'failed', message: genericFailure(e, t, 'consent') }),
    );
    return () => {
      active = false;
    };
  }, [token, t]);

  const giveConsent = async (childFirstName: string) => {
    setError(null);
    setSubmitting(true);
    try {
      await oncePerToken(`consent:${token}`, () => submitConsent(token));
      setDone(t('consent.givenFor', { child: childFirstName }));
    } catch (e) {
      setError(genericFailure(e, t, 'consent'));
    } finally {
      setSubmitting(false);
    }
  };

  if (!token) {
    return (
      <AuthLayout title={t('consent.title')}>
        <Alert tone="error">
          <p>{t('consent.missingToken')}</p>
        </Alert>
      </AuthLayout>
    );
  }
  if (done) {
    return (
      <AuthLayout title={t('consent.title')}>
        <Alert tone="success">
          <p>{done}</p>
        </Alert>
        <div className="auth-links">
          <Link to="/parent/dashboard">{t('consent.toDashboard')}</Link>
        </div>
      </AuthLayout>
    );
  }
  if (details.status === 'loading') {
    return (
      <AuthLayout title={t('consent.title')}>
        <div className="auth-center">
          <Spinner label={t('consent.loadingDetails')} size="large" />
        </div>
      </AuthLayout>
    );
  }
  if (details.status === 'failed') {
    return (
      <AuthLayout title={t('consent.title')}>
        <Alert tone="error">
          <p>{details.message}</p>
        </Alert>
      </AuthLayout>
    );
  }
  const { request } = details;
  const user = session.user;
  const here = `${location.pathname}${location.search}`;
  return (
    <AuthLayout title={t('consent.title')}>
      <p>{t('consent.intro', { child: request.child_first_name })}</p>
      <h2 className="auth-subtitle">
        {t('consent.statementLabel', { version: request.statement_version })}
      </h2>
      <blockquote className="auth-statement">{request.statement}</blockquote>
      {!session.isAuthenticated || !user ? (
        <>
          <p>{t('consent.signInIntro')}</p>
          <div className="auth-actions">
            <Link
              className="optio-button optio-button--primary"
              to={`/login?next=${encodeURIComponent(here)}`}
            >
              {t('consent.signIn')}
            </Link>
            <Link
              className="optio-button optio-button--secondary"
              to="/register?account_type=parent"
            >
              {t('consent.createAccount')}
            </Link>
          </div>
          <p className="auth-hint">{t('consent.createHint')}</p>
        </>
      ) : user.role !== 'parent' ? (
        <>
          <Alert tone="warning">
            <p>{t('consent.wrongAccount', { name: `${user.first_name} ${user.last_name}` })}</p>
          </Alert>
          <Button variant="secondary" fullWidth onClick={() => void signOut()}>
            {t('consent.signOut')}
          </Button>
        </>
      ) : (
        <>
          <p>
            {t('consent.signedInAs', {
              name: `${user.first_name} ${user.last_name}`,
              email: user.email,
            })}
          </p>
          <FormError message={error ?? undefined} />
          <Button
            fullWidth
            loading={submitting}
            loadingLabel={t('consent.giving')}
            onClick={() => void giveConsent(request.child_first_name)}
          >
            {t('consent.give')}
          </Button>
        </>
      )}
    </AuthLayout>
  );
}
