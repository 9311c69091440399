import { useTranslation } from '@optio/i18n';
import { Button, Spinner } from '@optio/ui';
import { usePlatformHealth } from './api/getPlatformHealth';

/** The registry checked from this browser: what staff who are not admins see of the platform. */
export function RegistryCheck() {
  const { t } = useTranslation('admin');
  const health = usePlatformHealth();

  return (
    <section className="admin-page" aria-labelledby="platform-title">
      <h1 id="platform-title">{t('platform.title')}</h1>
      <p className="admin-lead">{t('platform.lead')}</p>
      <Button
        variant="secondary"
        onClick={() => void health.refetch()}
        disabled={health.isFetching}
      >
        {t('platform.recheck')}
      </Button>
      {health.isPending && <Spinner label={t('platform.checking')} />}
      {health.isError && <p role="alert">{t('platform.registryError')}</p>}
      {health.data && (
        <div className="admin-table-scroll" tabIndex={0}>
          <table className="admin-table">
            <caption className="admin-visually-hidden">{t('platform.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('platform.remote')}</th>
                <th scope="col">{t('platform.status')}</th>
                <th scope="col">{t('platform.version')}</th>
                <th scope="col">{t('platform.manifest')}</th>
                <th scope="col">{t('platform.routes')}</th>
              </tr>
            </thead>
            <tbody>
              {health.data.map((remote) => (
                <tr key={remote.name}>
                  <th scope="row">{remote.name}</th>
                  <td className={`admin-status admin-status--${remote.status}`}>
                    {t(`platform.statuses.${remote.status}`, { ms: remote.checkedInMs })}
                  </td>
                  <td>{remote.version ?? '—'}</td>
                  <td>
                    <code>{remote.manifest}</code>
                  </td>
                  <td>{remote.routes.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
