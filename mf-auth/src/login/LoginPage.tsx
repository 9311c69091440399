import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from '@optio/router';
import { loginSchema, type LoginPayload } from '@optio/contracts';
import { completeSignIn } from '@optio/session';
import { Button, FormError, notify, PasswordField, TextField } from '@optio/ui';
import { safeNext } from './next';
import { AuthLayout } from '../common/AuthLayout';
import { loginFailure } from '../common/errorMessages';
import { translateValidation, useAuthTranslation } from '../common/i18n';
import { SignInLink } from './SignInLink';
import { isRecentlyCreated } from './welcome';
import { login } from './api/login';

export function LoginPage() {
  const [params] = useSearchParams();
  const linkToken = params.get('token');
  return linkToken ? <SignInLink token={linkToken} /> : <PasswordLogin next={params.get('next')} />;
}

function PasswordLogin({ next }: { next: string | null }) {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginPayload>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await login(values);
      completeSignIn(response);
      notify.success(
        isRecentlyCreated(response.user.created_at)
          ? t('login.welcomeNew', { first_name: response.user.first_name })
          : t('login.welcomeBack'),
      );
      navigate(safeNext(next), { replace: true });
    } catch (error) {
      const failure = loginFailure(error, t);
      setFormError(failure.message);
      if (failure.toast) notify.error(failure.message);
    }
  });

  const needsVerification = formError !== null && /verif/i.test(formError);
  const email = getValues('email');

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <FormError message={formError ?? undefined}>
        {needsVerification && (
          <p className="auth-inline-link">
            <Link to={`/email-verification?email=${encodeURIComponent(email)}`} state={{ email }}>
              {t('login.verifyLink')}
            </Link>
          </p>
        )}
      </FormError>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('common.emailLabel')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={translateValidation(t, errors.email?.message)}
          {...register('email')}
        />
        <PasswordField
          label={t('common.passwordLabel')}
          autoComplete="current-password"
          required
          error={translateValidation(t, errors.password?.message)}
          {...register('password')}
        />
        <Button type="submit" fullWidth loading={isSubmitting} loadingLabel={t('login.submitting')}>
          {t('login.submit')}
        </Button>
      </form>
      <div className="auth-links">
        <Link to="/forgot-password">{t('login.forgot')}</Link>
        <span>
          {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
