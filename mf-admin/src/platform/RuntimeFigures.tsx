import { useTranslation } from '@optio/i18n';
import type { PlatformRemoteHealth } from '@optio/contracts/platform-runtime';
import { PLATFORM_NS } from './i18n';

/** Shared-version skew and containment events per version, as browsers reported them. */
export function RuntimeFigures({ health }: { health: PlatformRemoteHealth }) {
  const { t, i18n } = useTranslation(PLATFORM_NS);
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const id = health.remote;
  return (
    <>
      <section aria-labelledby={`skew-${id}`}>
        <h3 id={`skew-${id}`}>{t('skew.title')}</h3>
        {health.skew.length === 0 ? (
          <p>{t('skew.none')}</p>
        ) : (
          <div className="admin-table-scroll" tabIndex={0}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('skew.package')}</th>
                  <th scope="col">{t('version')}</th>
                  <th scope="col">{t('skew.received')}</th>
                  <th scope="col">{t('skew.shell')}</th>
                  <th scope="col">{t('count')}</th>
                </tr>
              </thead>
              <tbody>
                {health.skew.map((s) => (
                  <tr key={`${s.remote_version} ${s.package} ${s.received}`}>
                    <th scope="row">
                      <code>{s.package}</code>
                    </th>
                    <td>{s.remote_version}</td>
                    <td>{s.received}</td>
                    <td>{s.shell}</td>
                    <td className="admin-number">{s.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby={`errors-${id}`}>
        <h3 id={`errors-${id}`}>{t('errors.title')}</h3>
        {health.errors.length === 0 ? (
          <p>{t('errors.none')}</p>
        ) : (
          <div className="admin-table-scroll" tabIndex={0}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('version')}</th>
                  <th scope="col">{t('errors.code')}</th>
                  <th scope="col">{t('count')}</th>
                  <th scope="col">{t('lastSeen')}</th>
                </tr>
              </thead>
              <tbody>
                {health.errors.map((e) => (
                  <tr key={`${e.remote_version} ${e.code}`}>
                    <th scope="row">{e.remote_version}</th>
                    <td>
                      <code>{e.code}</code>
                    </td>
                    <td className="admin-number">{e.count}</td>
                    <td>{when(e.last_seen)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
