import { useState } from 'react';
import { useSearchParams } from '@optio/router';
import { Alert, Button, FormError } from '@optio/ui';
import { AuthLayout } from '../common/AuthLayout';
import { genericFailure } from '../common/errorMessages';
import { useAuthTranslation } from '../common/i18n';
import { oncePerToken } from '../common/oncePerToken';
import { revokeConsent } from './api/revokeConsent';

/** The page a parent reaches from the "withdraw consent" link (`/parental-consent/revoke?token=`). */
export function RevokeConsentPage() {
  const { t } = useAuthTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const revoke = async () => {
    setError(null);
    setSubmitting(true);
    try {
      await oncePerToken(`revoke:${token}`, () => revokeConsent(token));
      setDone(t('consent.revoked'));
    } catch (e) {
      setError(genericFailure(e, t, 'consent'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title={t('consent.revokeTitle')}>
      {!token ? (
        <Alert tone="error">
          <p>{t('consent.missingToken')}</p>
        </Alert>
      ) : done ? (
        <Alert tone="success">
          <p>{done}</p>
        </Alert>
      ) : (
        <>
          <p>{t('consent.revokeIntro')}</p>
          <FormError message={error ?? undefined} />
          <Button
            variant="danger"
            fullWidth
            loading={submitting}
            loadingLabel={t('consent.revoking')}
            onClick={revoke}
          >
            {t('consent.revoke')}
          </Button>
        </>
      )}
    </AuthLayout>
  );
}
