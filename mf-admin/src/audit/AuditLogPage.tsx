import { useState } from 'react';
import { useTranslation } from '@optio/i18n';
import { FormError, Spinner } from '@optio/ui';
import type { AuditEntry } from '@optio/contracts/admin';
import { Pager } from '../components/Pager';
import { auditSubject } from './auditSubject';
import { useAuditLog } from './api/getAuditLog';

export type { AuditEntry };

type Settings = { site_name?: unknown; logo_url?: unknown };

function isSettingsChange(details: unknown): details is { old: Settings; new: Settings } {
  if (!details || typeof details !== 'object') return false;
  const d = details as Record<string, unknown>;
  return typeof d.old === 'object' && d.old !== null && typeof d.new === 'object' && d.new !== null;
}

export function AuditLogPage() {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.page_size)) : 1;

  const show = (value: unknown) =>
    value === null || value === undefined || value === '' ? t('audit.none') : String(value);

  const describe = (entry: AuditEntry) => {
    if (isSettingsChange(entry.details)) {
      // Every change with old and new values (settings, users, quests, badges): list what moved.
      const { old: before, new: after } = entry.details as {
        old: Record<string, unknown>;
        new: Record<string, unknown>;
      };
      const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
      const changes = keys
        .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
        .map((key) =>
          t('audit.change', {
            field: t(`audit.fields.${key}`, { defaultValue: key }),
            from: show(before[key]),
            to: show(after[key]),
          }),
        );
      const subject = auditSubject(entry);
      const prefix = subject ? `${subject}: ` : '';
      return changes.length > 0 ? prefix + changes.join('; ') : t('audit.noChange');
    }
    return JSON.stringify(entry.details);
  };

  const action = (name: string) => t(`audit.actions.${name}`, { defaultValue: name });

  return (
    <section className="admin-page" aria-labelledby="audit-title">
      <h1 id="audit-title">{t('audit.title')}</h1>
      <p className="admin-lead">{t('audit.lead')}</p>
      {log.isPending && <Spinner label={t('audit.loading')} />}
      {log.isError && <FormError message={t('audit.loadError')} />}
      {log.data && log.data.items.length === 0 && <p>{t('audit.empty')}</p>}
      {log.data && log.data.items.length > 0 && (
        <>
          <div className="admin-table-scroll" tabIndex={0}>
            <table className="admin-table">
              <caption className="admin-visually-hidden">{t('audit.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('audit.when')}</th>
                  <th scope="col">{t('audit.who')}</th>
                  <th scope="col">{t('audit.action')}</th>
                  <th scope="col">{t('audit.details')}</th>
                </tr>
              </thead>
              <tbody>
                {log.data.items.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.created_at}>
                        {new Date(entry.created_at).toLocaleString(i18n.language)}
                      </time>
                    </td>
                    <td>
                      {`${entry.actor.first_name} ${entry.actor.last_name}`.trim() ||
                        entry.actor.id}
                      {entry.actor.email && (
                        <span className="admin-muted"> ({entry.actor.email})</span>
                      )}
                    </td>
                    <td>{action(entry.action)}</td>
                    <td>{describe(entry)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label={t('audit.pagination')}
            page={page}
            pages={pages}
            busy={log.isFetching}
            onPage={setPage}
            previousLabel={t('audit.previous')}
            nextLabel={t('audit.next')}
            status={t('audit.pageOf', { page, pages })}
          />
        </>
      )}
    </section>
  );
}
