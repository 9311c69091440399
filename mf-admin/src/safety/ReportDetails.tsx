import { formatDateTime, useTranslation } from '@optio/i18n';
import type { MessageReport } from '@optio/contracts/tutor';
import { SAFETY_NS } from './i18n';

const nameOf = (p: { first_name: string; last_name: string }) =>
  `${p.first_name} ${p.last_name}`.trim();

/** A user's report of a conversation: who reported whom, their note, and the messages. */
export function ReportDetails({ report }: { report: MessageReport }) {
  const { t } = useTranslation(SAFETY_NS);
  const sender = (id: string) =>
    id === report.reporter.id ? nameOf(report.reporter) : nameOf(report.reported);
  return (
    <div className="safety-report">
      <p>
        {t('report.who', { reporter: nameOf(report.reporter), reported: nameOf(report.reported) })}
      </p>
      {report.note && <p>{t('report.note', { note: report.note })}</p>}
      {report.messages.length === 0 ? (
        <p>{t('report.noMessages')}</p>
      ) : (
        <ol className="safety-report__messages" aria-label={t('report.messages')}>
          {report.messages.map((m) => (
            <li key={m.id}>
              <strong>{sender(m.sender_id)}</strong> <small>{formatDateTime(m.sent_at)}</small>
              <blockquote className="safety-excerpt">{m.body}</blockquote>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
