import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from '@optio/router';
import { MESSAGES, resetPasswordFormSchema, type ResetPasswordForm } from '@optio/contracts';
import { Alert, Button, FormError, PasswordField, PasswordStrengthMeter } from '@optio/ui';
import { AuthLayout } from '../common/AuthLayout';
import { resetFailure } from '../common/errorMessages';
import { translateValidation, useAuthTranslation } from '../common/i18n';
import { resetPassword } from './api/resetPassword';

export function ResetPasswordPage() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [failure, setFailure] = useState<{ message: string; expired: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { new_password: '', confirmPassword: '' },
  });
  const newPassword = watch('new_password') ?? '';
  const confirmPassword = watch('confirmPassword') ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const response = await resetPassword(token, values.new_password);
      window.alert(response?.message || t('reset.success'));
      navigate('/login', { replace: true });
    } catch (error) {
      setFailure(resetFailure(error, t));
    }
  });

  if (!token) {
    return (
      <AuthLayout title={t('reset.title')}>
        <Alert tone="error">
          <p>{translateValidation(t, MESSAGES.missingResetToken)}</p>
          <p>
            <Link to="/forgot-password">{t('reset.requestNew')}</Link>
          </p>
        </Alert>
      </AuthLayout>
    );
  }

  const confirmError = translateValidation(t, errors.confirmPassword?.message);
  const showMatch = confirmPassword !== '' && !confirmError;
  const matches = newPassword === confirmPassword;

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <FormError message={failure?.message}>
        {failure?.expired && (
          <p className="auth-inline-link">
            <Link to="/forgot-password">{t('reset.requestNew')}</Link>
          </p>
        )}
      </FormError>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <PasswordField
          label={t('reset.newPassword')}
          autoComplete="new-password"
          required
          error={translateValidation(t, errors.new_password?.message)}
          {...register('new_password')}
        >
          <PasswordStrengthMeter password={newPassword} />
        </PasswordField>
        <PasswordField
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          required
          error={confirmError}
          {...register('confirmPassword')}
        />
        <p
          className={`auth-match ${matches ? 'auth-match--ok' : 'auth-match--bad'}`}
          aria-live="polite"
        >
          {showMatch ? (matches ? t('reset.match') : t('reset.mismatch')) : ''}
        </p>
        <Button type="submit" fullWidth loading={isSubmitting} loadingLabel={t('reset.submitting')}>
          {t('reset.submit')}
        </Button>
      </form>
      <div className="auth-links">
        <Link to="/login">{t('common.backToLogin')}</Link>
      </div>
    </AuthLayout>
  );
}
