import { isApiError, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, Button, Spinner } from '@optio/ui';
import { PARENT_TUTOR_NS } from './i18n';

/** The spinner, or the error with Try again, of one section's query. */
export function QueryProblem({
  isPending,
  error,
  onRetry,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation(PARENT_TUTOR_NS);
  if (isPending) return <Spinner label={t('loading')} />;
  if (!error) return null;
  if (isApiError(error) && error.status === 404) return <Alert tone="error">{t('notFound')}</Alert>;
  return (
    <Alert tone="error" title={t('loadFailed')}>
      <p>{serverMessage(error) ?? ''}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
