import { useTranslation } from '@optio/i18n';
import type { PlatformRemoteHealth } from '@optio/contracts/platform-runtime';
import type { PlatformApp } from '@optio/contracts/releases';
import { appOfRemote } from './api/getReleases';
import { PLATFORM_NS } from './i18n';
import { ReleaseActions } from './ReleaseActions';
import { ReleaseHistory } from './ReleaseHistory';
import { RuntimeFigures } from './RuntimeFigures';

interface Props {
  health: PlatformRemoteHealth;
  /** This remote's releases; null when it has none or the server keeps no release records. */
  releases: PlatformApp | null;
  releasesAvailable: boolean;
}

/** One remote: what serves now, what is rolling out, and what browsers reported. */
export function RemotePanel({ health, releases, releasesAvailable }: Props) {
  const { t } = useTranslation(PLATFORM_NS);
  const headingId = `platform-remote-${health.remote}`;
  const canary = releases?.canary;
  return (
    <section className="admin-section platform-remote" aria-labelledby={headingId}>
      <h2 id={headingId}>{appOfRemote(health.remote)}</h2>
      <dl className="platform-facts">
        <div>
          <dt>{t('health.label')}</dt>
          <dd className={`admin-status admin-status--${health.health}`}>
            {t(`health.${health.health}`)}
            {health.problem && <span className="platform-problem"> ({health.problem})</span>}
          </dd>
        </div>
        <div>
          <dt>{t('live')}</dt>
          <dd>
            <code>{releases?.live?.version ?? health.version ?? t('unknown')}</code>
          </dd>
        </div>
        <div>
          <dt>{t('canary.label')}</dt>
          <dd>
            {canary
              ? t('canary.share', { percent: canary.percent, version: canary.version })
              : t('canary.none')}
          </dd>
        </div>
      </dl>
      {releasesAvailable && <ReleaseActions app={appOfRemote(health.remote)} releases={releases} />}
      <RuntimeFigures health={health} />
      {releasesAvailable && <ReleaseHistory remote={health.remote} releases={releases} />}
    </section>
  );
}
