import { useState, type FormEvent } from 'react';
import { useParams } from '@optio/router';
import { isApiError, serverFieldErrors, serverMessage } from '@optio/api-client';
import { EVALUATION_DECISIONS, type EvaluatorPortfolio } from '@optio/contracts/evaluator';
import { formatNumber, useTranslation } from '@optio/i18n';
import { Alert, Button, DateField, SelectField, TextArea, TextField } from '@optio/ui';
import { SmartLink } from '../components/SmartLink';
import { useDocumentMeta } from '../hooks/useDocumentMeta';
import { CREDENTIALS_NS } from '../pages/credentials-i18n';
import { useEvaluatorPortfolio } from './api/getEvaluatorPortfolio';
import { useRecordEvaluation } from './api/recordEvaluation';
import { EVALUATE_NS } from './i18n';
import '../pages/credentials.css';
import './evaluate.css';

/** A calendar date (YYYY-MM-DD) in the reader's language, read as a UTC day. */
const day = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 10)}T00:00:00Z`),
  );

function EvaluationForm({ token }: { token: string }) {
  const { t } = useTranslation(EVALUATE_NS);
  const record = useRecordEvaluation(token);
  const [name, setName] = useState('');
  const [credential, setCredential] = useState('');
  const [date, setDate] = useState(new Date().toISOString().slice(0, 10));
  const [decision, setDecision] = useState<string>('satisfactory');
  const [comment, setComment] = useState('');
  const fields = record.error ? serverFieldErrors(record.error) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    record.mutate({
      name,
      credential,
      date,
      decision: decision as (typeof EVALUATION_DECISIONS)[number],
      comment,
    });
  };
  if (record.isSuccess) return <Alert tone="success">{t('recorded')}</Alert>;
  return (
    <form className="pub-evaluate__form" onSubmit={submit} noValidate>
      <TextField
        label={t('name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={fields.name}
        autoComplete="name"
        required
      />
      <TextField
        label={t('credential')}
        value={credential}
        onChange={(e) => setCredential(e.target.value)}
        error={fields.credential}
        required
      />
      <DateField
        label={t('date')}
        value={date}
        onChange={(e) => setDate(e.target.value)}
        error={fields.date}
        required
      />
      <SelectField
        label={t('decisionLabel')}
        value={decision}
        onChange={(e) => setDecision(e.target.value)}
        options={EVALUATION_DECISIONS.map((d) => ({ value: d, label: t(`decision.${d}`) }))}
        error={fields.decision}
        required
      />
      <TextArea
        label={t('comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        error={fields.comment}
        rows={4}
      />
      {record.error && Object.keys(fields).length === 0 && (
        <Alert tone="error">{serverMessage(record.error)}</Alert>
      )}
      <Button type="submit" loading={record.isPending} loadingLabel={t('submitting')}>
        {t('submit')}
      </Button>
    </form>
  );
}

function Portfolio({ token, data }: { token: string; data: EvaluatorPortfolio }) {
  const { t, i18n } = useTranslation(EVALUATE_NS);
  const { t: tc } = useTranslation(CREDENTIALS_NS);
  const lng = i18n.language;
  const name = `${data.student.first_name} ${data.student.last_name}`;
  useDocumentMeta(t('metaTitle', { name }));
  const base = `/api/evaluate/${encodeURIComponent(token)}`;
  const samples = data.subjects.filter((s) => s.samples.length > 0);
  return (
    <article className="pub-page pub-narrow pub-credential pub-evaluate">
      <header>
        <h1>{t('title', { name })}</h1>
        <p className="pub-credential__lead">
          {t('period', { from: day(data.from, lng), to: day(data.to, lng) })}
        </p>
        <p>
          <a className="pub-evaluate__pdf" href={`${base}/portfolio.pdf`} download>
            {t('downloadPdf')}
          </a>
        </p>
      </header>

      <section aria-labelledby="eval-summary">
        <h2 id="eval-summary">{t('summaryTitle')}</h2>
        <dl className="pub-evaluate__facts">
          <div>
            <dt>{t('days')}</dt>
            <dd data-testid="eval-days">{data.totals.days}</dd>
          </div>
          <div>
            <dt>{t('hours')}</dt>
            <dd data-testid="eval-hours">{formatNumber(data.totals.hours)}</dd>
          </div>
          <div>
            <dt>{t('tasks')}</dt>
            <dd>{data.totals.tasks}</dd>
          </div>
        </dl>
        {data.subjects.length > 0 && (
          <div className="pub-evaluate__scroll">
            <table className="pub-evaluate__table">
              <caption className="pub-visually-hidden">{t('subjectsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('subject')}</th>
                  <th scope="col">{t('days')}</th>
                  <th scope="col">{t('hours')}</th>
                  <th scope="col">{t('tasks')}</th>
                </tr>
              </thead>
              <tbody>
                {data.subjects.map((s) => (
                  <tr key={s.subject}>
                    <th scope="row">{tc(`subjects.${s.subject}`)}</th>
                    <td>{s.days}</td>
                    <td>{formatNumber(s.hours)}</td>
                    <td>{s.tasks}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="eval-evaluations">
        <h2 id="eval-evaluations">{t('evaluationsTitle')}</h2>
        {data.evaluations.length === 0 ? (
          <p>{t('noEvaluations')}</p>
        ) : (
          <ul className="pub-evaluate__list" data-testid="eval-evaluations">
            {data.evaluations.map((e) => (
              <li key={e.id}>
                <strong>
                  {t('evaluationLine', {
                    decision: t(`decision.${e.decision}`),
                    name: e.evaluator_name,
                    credential: e.credential,
                    date: day(e.date, lng),
                  })}
                </strong>
                {e.comment && <p>{e.comment}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="eval-form">
        <h2 id="eval-form">{t('formTitle')}</h2>
        <p>{t('formLead')}</p>
        <EvaluationForm token={token} />
      </section>

      <section aria-labelledby="eval-credits">
        <h2 id="eval-credits">{t('creditsTitle')}</h2>
        <p>
          {t('creditsTotal', {
            earned: formatNumber(data.credits.total_earned),
            required: formatNumber(data.credits.total_required),
          })}
        </p>
      </section>

      <section aria-labelledby="eval-resources">
        <h2 id="eval-resources">{t('resourcesTitle')}</h2>
        {data.resources.length === 0 ? (
          <p>{t('noResources')}</p>
        ) : (
          <ul className="pub-evaluate__list">
            {data.resources.map((r) => (
              <li key={r.url}>
                <SmartLink href={r.url}>
                  {r.url}
                  <span className="pub-visually-hidden"> {t('opensInNewTab')}</span>
                </SmartLink>{' '}
                <small>{t('resourceFrom', { task: r.task, date: day(r.date, lng) })}</small>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="eval-samples">
        <h2 id="eval-samples">{t('samplesTitle')}</h2>
        {samples.length === 0 && <p>{t('noSamples')}</p>}
        {samples.map((s) => (
          <section key={s.subject} aria-labelledby={`eval-samples-${s.subject}`}>
            <h3 id={`eval-samples-${s.subject}`}>{tc(`subjects.${s.subject}`)}</h3>
            <ul className="pub-items">
              {s.samples.map((w) => (
                <li key={w.task_id} className="pub-item" data-testid="eval-sample">
                  <h4>{w.title}</h4>
                  <p className="pub-item__meta">
                    <span>{day(w.date, lng)}</span>
                    {w.quest_title && <span>{w.quest_title}</span>}
                    {w.minutes !== null && <span>{t('minutes', { count: w.minutes })}</span>}
                  </p>
                  {w.confidential && <p>{t('confidential')}</p>}
                  {w.text && <blockquote className="pub-item__work">{w.text}</blockquote>}
                  {w.files
                    .filter((f) => f.is_image)
                    .map((f) => (
                      <img
                        key={f.id}
                        className="pub-evaluate__thumb"
                        src={`${base}/files/${encodeURIComponent(f.id)}`}
                        alt={t('imageAlt', { name: f.name, title: w.title })}
                        loading="lazy"
                      />
                    ))}
                  {w.files
                    .filter((f) => !f.is_image)
                    .map((f) => (
                      <p key={f.id}>{t('file', { name: f.name })}</p>
                    ))}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </article>
  );
}

/** /evaluate/:token — the read-only portfolio an evaluator opens from a family's link. */
export default function EvaluatePage() {
  const { token = '' } = useParams();
  const { t } = useTranslation(EVALUATE_NS);
  const query = useEvaluatorPortfolio(token);
  const notFound = isApiError(query.error) && query.error.status === 404;
  useDocumentMeta(notFound ? t('notFoundTitle') : t('loading'));
  if (query.data) return <Portfolio token={token} data={query.data} />;
  if (query.isPending) {
    return (
      <div className="pub-loading" role="status">
        {t('loading')}
      </div>
    );
  }
  return (
    <section className="pub-page pub-narrow pub-status" aria-labelledby="eval-status">
      <h1 id="eval-status">{notFound ? t('notFoundTitle') : t('errorTitle')}</h1>
      {notFound ? (
        <p>{t('notFoundText')}</p>
      ) : (
        <Button onClick={() => void query.refetch()}>{t('retry')}</Button>
      )}
    </section>
  );
}
