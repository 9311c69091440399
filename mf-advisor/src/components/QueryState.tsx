import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, Button, Spinner } from '@optio/ui';

/** The loading spinner or the error box (with Try again) of a query. */
export function QueryState({
  isLoading,
  error,
  onRetry,
}: {
  isLoading: boolean;
  error: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('advisor');
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (!error) return null;
  return (
    <Alert tone="error" title={t('common.loadFailed')}>
      <p>{serverMessage(error) ?? t('common.tryAgainLater')}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}
