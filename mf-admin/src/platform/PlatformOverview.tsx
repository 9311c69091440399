import { Alert, Button, FormError, QueryState } from '@optio/ui';
import { useTranslation } from '@optio/i18n';
import { appOfRemote, useReleases } from './api/getReleases';
import { useRuntimeHealth } from './api/getRuntimeHealth';
import { PLATFORM_NS } from './i18n';
import { RemotePanel } from './RemotePanel';
import './platform.css';

/** Per remote: live version, canary share, history, health, skew, errors and release actions. */
export function PlatformOverview() {
  const { t } = useTranslation(PLATFORM_NS);
  const health = useRuntimeHealth();
  const releases = useReleases();
  const apps = releases.data?.available ? releases.data.apps : null;

  return (
    <section className="admin-page" aria-labelledby="platform-title">
      <h1 id="platform-title">{t('title')}</h1>
      <p className="admin-lead">{t('lead')}</p>
      <Button
        variant="secondary"
        disabled={health.isFetching || releases.isFetching}
        onClick={() => {
          void health.refetch();
          void releases.refetch();
        }}
      >
        {t('recheck')}
      </Button>
      {releases.data?.available === false && (
        <Alert tone="info" title={t('releases.unavailableTitle')}>
          <p>{t('releases.unavailable')}</p>
        </Alert>
      )}
      {releases.isError && <FormError message={t('releases.loadError')} />}
      <QueryState
        isLoading={health.isPending}
        error={health.error}
        onRetry={() => void health.refetch()}
      />
      {health.data?.remotes.length === 0 && <p>{t('noRemotes')}</p>}
      {health.data?.remotes.map((remote) => (
        <RemotePanel
          key={remote.remote}
          health={remote}
          releases={apps?.find((a) => a.app === appOfRemote(remote.remote)) ?? null}
          releasesAvailable={apps !== null}
        />
      ))}
    </section>
  );
}
