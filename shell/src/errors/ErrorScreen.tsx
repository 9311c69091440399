import { useTranslation } from '@optio/i18n';

interface Props {
  adviseRefresh: boolean;
  onTryAgain: () => void;
}

export function ErrorScreen({ adviseRefresh, onTryAgain }: Props) {
  const { t } = useTranslation('shell');
  return (
    <main className="shell-error" role="alert" aria-labelledby="app-error-title">
      <h1 id="app-error-title">{t('errorScreen.title')}</h1>
      <p>{t('errorScreen.body')}</p>
      {adviseRefresh && <p>{t('errorScreen.adviseRefresh')}</p>}
      <div className="shell-error-actions">
        <button type="button" className="shell-button" onClick={onTryAgain}>
          {t('errorScreen.tryAgain')}
        </button>
        <a className="shell-button shell-button--secondary" href="/">
          {t('errorScreen.goHome')}
        </a>
      </div>
    </main>
  );
}
