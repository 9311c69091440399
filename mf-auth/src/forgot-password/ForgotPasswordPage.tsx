import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@optio/router';
import { forgotPasswordSchema, type ForgotPasswordPayload } from '@optio/contracts';
import { Alert, Button, FormError, TextField } from '@optio/ui';
import { AuthLayout } from '../common/AuthLayout';
import { forgotFailure } from '../common/errorMessages';
import { translateValidation, useAuthTranslation } from '../common/i18n';
import { requestPasswordReset } from './api/requestPasswordReset';

export function ForgotPasswordPage() {
  const { t } = useAuthTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordPayload>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSuccess(null);
    try {
      const response = await requestPasswordReset(values);
      setSuccess(response?.message || t('forgot.success'));
    } catch (error) {
      setFormError(forgotFailure(error, t));
    }
  });

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {success && (
        <Alert tone="success">
          <p>{success}</p>
        </Alert>
      )}
      <FormError message={formError ?? undefined} />
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('common.emailLabel')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={translateValidation(t, errors.email?.message)}
          {...register('email')}
        />
        <Button
          type="submit"
          fullWidth
          loading={isSubmitting}
          loadingLabel={t('forgot.submitting')}
        >
          {t('forgot.submit')}
        </Button>
      </form>
      <div className="auth-links">
        <span>
          {t('forgot.remembered')} <Link to="/login">{t('common.backToLogin')}</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
