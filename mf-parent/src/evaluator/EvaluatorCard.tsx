import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage, downloadAuthorized } from '@optio/api-client';
import type { CreatedLink, EvaluatorLink } from '@optio/contracts/evaluator';
import { useTranslation } from '@optio/i18n';
import { Alert, Button, DateField, QueryState, SelectField } from '@optio/ui';
import { Section } from '../components/Section';
import { formatDate, formatDateTime } from '../components/format';
import { useCreateEvaluatorLink } from './api/createEvaluatorLink';
import { useEvaluatorLinks } from './api/getEvaluatorLinks';
import { useRevokeEvaluatorLink } from './api/revokeEvaluatorLink';

const LIFETIMES = [7, 14, 30, 60];

function LinkRow({ link, onRevoke }: { link: EvaluatorLink; onRevoke: () => void }) {
  const { t, i18n } = useTranslation('parent');
  const e = link.evaluation;
  return (
    <li className="parent-list__row">
      <span>
        {t('evaluator.linkRange', {
          from: formatDate(link.from, i18n.language),
          to: formatDate(link.to, i18n.language),
        })}{' '}
        <span
          className={`parent-tag parent-tag--${link.status === 'active' ? 'done' : 'declined'}`}
        >
          {t(`evaluator.status.${link.status}`)}
        </span>
        <br />
        <small>
          {link.status === 'active'
            ? t('evaluator.expires', { date: formatDate(link.expires_at, i18n.language) })
            : null}{' '}
          {t('evaluator.views', { count: link.views })}
          {link.last_viewed_at
            ? ` · ${t('evaluator.lastViewed', { at: formatDateTime(link.last_viewed_at, i18n.language) })}`
            : ''}
        </small>
        {e && (
          <span className="parent-evaluation" data-testid="link-evaluation">
            <br />
            {t('evaluator.evaluationBy', {
              decision: t(`evaluator.decision.${e.decision}`),
              name: e.evaluator_name,
              credential: e.credential,
              date: formatDate(e.date, i18n.language),
            })}
            {e.comment && (
              <>
                <br />
                <q>{e.comment}</q>
              </>
            )}
          </span>
        )}
      </span>
      {link.status === 'active' && (
        <Button variant="danger" onClick={onRevoke}>
          {t('evaluator.revoke')}
        </Button>
      )}
    </li>
  );
}

/**
 * The evaluator portfolio of a child: download it as a PDF for a date range (the school year when
 * left empty), and send an evaluator a time-limited, revocable link to a read-only view.
 */
export function EvaluatorCard({ childId, childName }: { childId: string; childName: string }) {
  const { t } = useTranslation('parent');
  const links = useEvaluatorLinks(childId);
  const create = useCreateEvaluatorLink(childId);
  const revoke = useRevokeEvaluatorLink(childId);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [lifetime, setLifetime] = useState('30');
  const [created, setCreated] = useState<CreatedLink | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const fields = create.error ? serverFieldErrors(create.error) : {};
  const range = { ...(from ? { from } : {}), ...(to ? { to } : {}) };

  const downloadPdf = async () => {
    setDownloading(true);
    setDownloadError(null);
    const query = new URLSearchParams({ student_id: childId, ...range });
    try {
      await downloadAuthorized(
        `/api/records/evaluator-portfolio.pdf?${query.toString()}`,
        `portfolio-${childName.toLowerCase()}.pdf`,
      );
    } catch (err) {
      setDownloadError(serverMessage(err) ?? t('common.tryAgainLater'));
    } finally {
      setDownloading(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setCreated(null);
    create.mutate({ ...range, lifetime_days: Number(lifetime) }, { onSuccess: setCreated });
  };

  const url = created ? `${window.location.origin}${created.path}` : '';
  return (
    <Section title={t('evaluator.title')}>
      <p>{t('evaluator.lead', { name: childName })}</p>
      <form className="parent-inline-form" onSubmit={submit} noValidate>
        <DateField
          label={t('evaluator.from')}
          hint={t('evaluator.rangeHint')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          error={fields.from}
        />
        <DateField
          label={t('evaluator.to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={fields.to}
        />
        <Button
          type="button"
          variant="secondary"
          loading={downloading}
          onClick={() => void downloadPdf()}
          loadingLabel={t('evaluator.preparing')}
        >
          {t('evaluator.downloadPdf')}
        </Button>
        <SelectField
          label={t('evaluator.lifetime')}
          value={lifetime}
          onChange={(e) => setLifetime(e.target.value)}
          options={LIFETIMES.map((d) => ({
            value: String(d),
            label: t('evaluator.days', { count: d }),
          }))}
          error={fields.lifetime_days}
        />
        <Button type="submit" loading={create.isPending} loadingLabel={t('common.saving')}>
          {t('evaluator.createLink')}
        </Button>
      </form>
      {downloadError && <Alert tone="error">{downloadError}</Alert>}
      {create.error && Object.keys(fields).length === 0 && (
        <Alert tone="error">{serverMessage(create.error) ?? t('common.tryAgainLater')}</Alert>
      )}
      {created && (
        <Alert tone="success">
          <span>{t('evaluator.created')}</span>{' '}
          <input
            className="parent-evaluator-url"
            readOnly
            aria-label={t('evaluator.linkLabel')}
            value={url}
            data-testid="evaluator-url"
            onFocus={(e) => e.currentTarget.select()}
          />
        </Alert>
      )}
      {revoke.error && (
        <Alert tone="error">{serverMessage(revoke.error) ?? t('common.tryAgainLater')}</Alert>
      )}
      <h4>{t('evaluator.links')}</h4>
      <QueryState
        isLoading={links.isPending}
        error={links.error}
        onRetry={() => void links.refetch()}
      />
      {links.data &&
        (links.data.length === 0 ? (
          <p>{t('evaluator.noLinks')}</p>
        ) : (
          <ul className="parent-list" data-testid="evaluator-links">
            {links.data.map((l) => (
              <LinkRow key={l.id} link={l} onRevoke={() => revoke.mutate(l.id)} />
            ))}
          </ul>
        ))}
    </Section>
  );
}
