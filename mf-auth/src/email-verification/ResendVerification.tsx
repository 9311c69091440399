import { useState, type FormEvent } from 'react';
import { emailField } from '@optio/contracts';
import { Alert, Button, FormError, TextField } from '@optio/ui';
import { genericFailure } from '../common/errorMessages';
import { translateValidation, useAuthTranslation } from '../common/i18n';
import { resendVerification } from './api/resendVerification';

/** "Resend verification email": uses the known address, or asks for it when none is known. */
export function ResendVerification({ email: knownEmail }: { email: string }) {
  const { t } = useAuthTranslation();
  const [email, setEmail] = useState(knownEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSent(null);
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      setFieldError(translateValidation(t, parsed.error.issues[0]?.message));
      event.currentTarget.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
      return;
    }
    setFieldError(undefined);
    setSending(true);
    try {
      const response = await resendVerification(parsed.data);
      setSent(response?.message || t('verify.resent'));
    } catch (e) {
      setError(genericFailure(e, t, 'verify'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      {sent && (
        <Alert tone="success">
          <p>{sent}</p>
        </Alert>
      )}
      <FormError message={error ?? undefined} />
      {!knownEmail && (
        <TextField
          label={t('verify.emailForResend')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError}
        />
      )}
      <Button
        type="submit"
        variant="secondary"
        fullWidth
        loading={sending}
        loadingLabel={t('verify.resending')}
      >
        {t('verify.resend')}
      </Button>
    </form>
  );
}
