import { useTranslation } from '@optio/i18n';
import type { PlatformApp } from '@optio/contracts/releases';
import { PLATFORM_NS } from './i18n';

const kilobytes = (bytes: number) => Math.round(bytes / 1024);

/** The remote's releases, newest first as the server lists them, the live one marked. */
export function ReleaseHistory({
  remote,
  releases,
}: {
  remote: string;
  releases: PlatformApp | null;
}) {
  const { t, i18n } = useTranslation(PLATFORM_NS);
  const headingId = `history-${remote}`;
  const history = releases?.history ?? [];
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('history.title')}</h3>
      {history.length === 0 ? (
        <p>{t('history.none')}</p>
      ) : (
        <div className="admin-table-scroll" tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('version')}</th>
                <th scope="col">{t('history.created')}</th>
                <th scope="col">{t('history.by')}</th>
                <th scope="col">{t('history.commit')}</th>
                <th scope="col">{t('history.size')}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((r) => (
                <tr key={r.version}>
                  <th scope="row">
                    <code>{r.version}</code>
                    {r.version === releases?.live?.version && ` (${t('history.live')})`}
                    {r.version === releases?.canary?.version && ` (${t('history.canary')})`}
                  </th>
                  <td>{new Date(r.created_at).toLocaleString(i18n.language)}</td>
                  <td>{r.created_by}</td>
                  <td>
                    <code>{r.git_commit?.slice(0, 10) ?? '—'}</code>
                  </td>
                  <td className="admin-number">
                    {t('history.kb', { kb: kilobytes(r.size_bytes) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
