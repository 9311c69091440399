import { useState } from 'react';
import { Link, useNavigate } from '@optio/router';
import { serverMessage } from '@optio/api-client';
import { completeSignIn } from '@optio/session';
import { Button, FormError } from '@optio/ui';
import { AuthLayout } from '../common/AuthLayout';
import { useAuthTranslation } from '../common/i18n';
import { loginWithLink } from './api/loginWithLink';

/**
 * /login?token=…: the one-time link mailed when sign-in was paused for an address. It signs in
 * only on a click, so a mail scanner that opens links cannot spend it.
 */
export function SignInLink({ token }: { token: string }) {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = async () => {
    setPending(true);
    setError(null);
    try {
      const response = await loginWithLink(token);
      completeSignIn(response);
      navigate('/dashboard', { replace: true });
    } catch (err) {
      setError(serverMessage(err) ?? t('login.link.failed'));
      setPending(false);
    }
  };

  return (
    <AuthLayout title={t('login.link.title')} subtitle={t('login.link.body')}>
      <FormError message={error ?? undefined} />
      <Button
        fullWidth
        loading={pending}
        loadingLabel={t('login.link.submitting')}
        onClick={() => void signIn()}
      >
        {t('login.link.submit')}
      </Button>
      <div className="auth-links">
        <Link to="/login" replace>
          {t('login.link.password')}
        </Link>
      </div>
    </AuthLayout>
  );
}
