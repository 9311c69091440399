import { serverMessage } from '@optio/api-client';
import { Alert } from './Alert';
import { Button } from './Button';
import { useUiTranslation } from './i18n';
import { Spinner } from './Spinner';

export interface QueryStateProps {
  isLoading: boolean;
  error: unknown;
  /** Shows a "Try again" button in the error box when given. */
  onRetry?: () => void;
}

/** The loading spinner or the error box (with Try again) of a query; nothing once it has data. */
export function QueryState({ isLoading, error, onRetry }: QueryStateProps) {
  const { t } = useUiTranslation();
  if (isLoading) return <Spinner label={t('query.loading')} />;
  if (!error) return null;
  return (
    <Alert tone="error" title={t('query.loadFailed')}>
      <p>{serverMessage(error) ?? t('query.tryAgainLater')}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('query.retry')}
        </Button>
      )}
    </Alert>
  );
}
