import { useTranslation } from '@optio/i18n';
import { Button } from '@optio/ui';

export function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section className="shell-remote-error" role="alert" aria-labelledby="remote-error-title">
      <h1 id="remote-error-title">{t('remoteError.title')}</h1>
      <p>{t('remoteError.body')}</p>
      <Button onClick={onRetry}>{t('remoteError.retry')}</Button>
    </section>
  );
}
