import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from '@optio/router';
import { Alert, Spinner } from '@optio/ui';
import { AuthLayout } from '../common/AuthLayout';
import { genericFailure } from '../common/errorMessages';
import { useAuthTranslation } from '../common/i18n';
import { oncePerToken } from '../common/oncePerToken';
import { ResendVerification } from './ResendVerification';
import { verifyEmail } from './api/verifyEmail';

type VerifyState =
  | { status: 'verifying' }
  | { status: 'verified'; message: string }
  | { status: 'failed'; message: string };

function stateEmail(state: unknown): string | null {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email !== '' ? email : null;
}

/** Opened from the mailed link (`?token=`): confirms the address. */
function VerifyToken({ token, email }: { token: string; email: string }) {
  const { t } = useAuthTranslation();
  const [state, setState] = useState<VerifyState>({ status: 'verifying' });

  useEffect(() => {
    let active = true;
    oncePerToken(`verify:${token}`, () => verifyEmail(token)).then(
      (response) =>
        active &&
        setState({ status: 'verified', message: response?.message || t('verify.verified') }),
      (error: unknown) =>
        active && setState({ status: 'failed', message: genericFailure(error, t, 'verify') }),
    );
    return () => {
      active = false;
    };
  }, [token, t]);

  if (state.status === 'verifying') {
    return (
      <AuthLayout title={t('verify.verifyingTitle')}>
        <div className="auth-center">
          <Spinner label={t('verify.verifying')} size="large" />
        </div>
      </AuthLayout>
    );
  }
  if (state.status === 'verified') {
    return (
      <AuthLayout title={t('verify.verifiedTitle')}>
        <Alert tone="success">
          <p>{state.message}</p>
        </Alert>
        <p>
          <Link to="/login">{t('verify.goToLogin')}</Link>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('verify.failedTitle')}>
      <Alert tone="error">
        <p>{state.message}</p>
      </Alert>
      <ResendVerification email={email} />
      <div className="auth-links">
        <Link to="/login">{t('verify.goToLogin')}</Link>
      </div>
    </AuthLayout>
  );
}

/** After registration: shows the address, explains the next step, offers to resend. */
function CheckInbox({ email }: { email: string }) {
  const { t } = useAuthTranslation();
  return (
    <AuthLayout title={t('verify.title')}>
      {email ? (
        <p>
          {t('verify.sentTo')} <span className="auth-email">{email}</span>.
        </p>
      ) : (
        <p>{t('verify.sentToUnknown')}</p>
      )}
      <p>{t('verify.nextStep')}</p>
      <p>{t('verify.under13Note')}</p>
      <p>{t('verify.spamHint')}</p>
      <ResendVerification email={email} />
      <div className="auth-links">
        <Link to="/login">{t('verify.goToLogin')}</Link>
      </div>
    </AuthLayout>
  );
}

export function EmailVerificationPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token');
  const email = stateEmail(location.state) ?? params.get('email') ?? '';
  return token ? <VerifyToken token={token} email={email} /> : <CheckInbox email={email} />;
}
