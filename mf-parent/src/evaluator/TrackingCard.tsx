import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import type { Tracking } from '@optio/contracts/evaluator';
import { formatNumber, useTranslation } from '@optio/i18n';
import { Alert, Button, DateField, QueryState, TextField, useElementWidth } from '@optio/ui';
import { Section } from '../components/Section';
import { formatDate } from '../components/format';
import { useTracking } from './api/getTracking';
import { useSetTracking } from './api/setTracking';

const DEFAULT_WIDTH = 600;
const H = 160;
const PAD = 28;

/** Progress toward a target as a labelled meter (or the figure alone without a target). */
function Progress({
  label,
  value,
  target,
}: {
  label: string;
  value: number;
  target: number | null;
}) {
  const { t } = useTranslation('parent');
  const pct = target ? Math.min(100, Math.round((value / target) * 100)) : 0;
  return (
    <div className="parent-tracking__row">
      <p>
        <strong>{label}</strong>{' '}
        {target
          ? t('tracking.ofTarget', {
              value: formatNumber(value),
              target: formatNumber(target),
              percent: pct,
            })
          : t('tracking.noTarget', { value: formatNumber(value) })}
      </p>
      {target ? (
        <span
          className="parent-meter"
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={target}
          aria-valuenow={Math.min(value, target)}
        >
          <span style={{ width: `${pct}%` }} />
        </span>
      ) : null}
    </div>
  );
}

/** Hours per month of the school year as SVG bars; the same figures follow as a table. */
function MonthsChart({ data }: { data: Tracking }) {
  const { t, i18n } = useTranslation('parent');
  const [figure, W] = useElementWidth<HTMLElement>(DEFAULT_WIDTH);
  const months = data.months;
  const max = Math.max(1, ...months.map((m) => m.hours));
  const step = (W - PAD * 2) / months.length;
  const labelEvery = W < 420 ? 3 : 1;
  const monthName = (m: string) =>
    new Date(`${m}-01T00:00:00Z`).toLocaleDateString(i18n.language, {
      month: 'short',
      timeZone: 'UTC',
    });
  return (
    <figure ref={figure} className="parent-chart">
      <svg viewBox={`0 0 ${W} ${H + 24}`} role="img" aria-label={t('tracking.chartLabel')}>
        <line x1={PAD} x2={W - PAD} y1={H} y2={H} className="parent-chart__axis" />
        {months.map((m, i) => {
          const h = (m.hours / max) * (H - 20);
          return (
            <g key={m.month}>
              <rect
                x={PAD + i * step + 3}
                y={H - h}
                width={Math.max(1, step - 6)}
                height={h}
                rx={3}
                className="parent-chart__bar"
              />
              {i % labelEvery === 0 && (
                <text
                  x={PAD + i * step + step / 2}
                  y={H + 16}
                  textAnchor="middle"
                  className="parent-chart__tick"
                >
                  {monthName(m.month)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <details>
          <summary>{t('progress.asTable')}</summary>
          <table className="parent-table">
            <caption className="parent-visually-hidden">{t('tracking.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('tracking.month')}</th>
                <th scope="col">{t('tracking.days')}</th>
                <th scope="col">{t('tracking.hours')}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{monthName(m.month)}</th>
                  <td>{m.days}</td>
                  <td>{formatNumber(m.hours)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}

function TargetsForm({ childId, data }: { childId: string; data: Tracking }) {
  const { t } = useTranslation('parent');
  const save = useSetTracking(childId);
  const [days, setDays] = useState(data.target_days?.toString() ?? '');
  const [hours, setHours] = useState(data.target_hours?.toString() ?? '');
  const [due, setDue] = useState(data.evaluation_due ?? '');
  const [saved, setSaved] = useState(false);
  const fields = save.error ? serverFieldErrors(save.error) : {};
  const num = (v: string) => (v.trim() === '' ? null : Number(v));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    save.mutate(
      { target_days: num(days), target_hours: num(hours), evaluation_due: due || null },
      { onSuccess: () => setSaved(true) },
    );
  };
  return (
    <form className="parent-inline-form" onSubmit={submit} noValidate>
      <TextField
        label={t('tracking.targetDays')}
        inputMode="numeric"
        value={days}
        onChange={(e) => setDays(e.target.value)}
        error={fields.target_days}
      />
      <TextField
        label={t('tracking.targetHours')}
        inputMode="numeric"
        value={hours}
        onChange={(e) => setHours(e.target.value)}
        error={fields.target_hours}
      />
      <DateField
        label={t('tracking.dueDate')}
        value={due}
        onChange={(e) => setDue(e.target.value)}
        error={fields.evaluation_due}
      />
      <Button type="submit" loading={save.isPending} loadingLabel={t('common.saving')}>
        {t('tracking.save')}
      </Button>
      {saved && <Alert tone="success">{t('tracking.saved')}</Alert>}
      {save.error && Object.keys(fields).length === 0 && (
        <Alert tone="error">{serverMessage(save.error) ?? t('common.tryAgainLater')}</Alert>
      )}
    </form>
  );
}

/** This school year's learning days and hours against the family's targets, and the due date. */
export function TrackingCard({ childId, readOnly }: { childId: string; readOnly: boolean }) {
  const { t, i18n } = useTranslation('parent');
  const tracking = useTracking(childId);
  const data = tracking.data;
  return (
    <Section title={t('tracking.title')} className="parent-tracking">
      <QueryState
        isLoading={tracking.isPending}
        error={tracking.error}
        onRetry={() => void tracking.refetch()}
      />
      {data && (
        <>
          <p>
            {t('tracking.year', {
              from: formatDate(data.school_year.from, i18n.language),
              to: formatDate(data.school_year.to, i18n.language),
            })}
          </p>
          <Progress label={t('tracking.days')} value={data.days} target={data.target_days} />
          <Progress label={t('tracking.hours')} value={data.hours} target={data.target_hours} />
          <p data-testid="evaluation-due">
            {data.evaluation_due && data.days_until_due !== null
              ? data.days_until_due >= 0
                ? t('tracking.due', {
                    date: formatDate(data.evaluation_due, i18n.language),
                    count: data.days_until_due,
                  })
                : t('tracking.duePassed', { date: formatDate(data.evaluation_due, i18n.language) })
              : t('tracking.noDue')}
          </p>
          <MonthsChart data={data} />
          {!readOnly && <TargetsForm childId={childId} data={data} />}
        </>
      )}
    </Section>
  );
}
