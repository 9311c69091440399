import { useTranslation } from '@optio/i18n';
import { QueryState, useElementWidth } from '@optio/ui';
import { useChildProgress } from '../api/getChildProgress';
import { Section } from '../components/Section';
import { formatDate } from '../components/format';

const DEFAULT_WIDTH = 600;
const H = 200;
const PAD = 28;

/** XP per week over 12 weeks as SVG bars; the same figures follow as a table. */
export function ProgressChart({ childId }: { childId: string }) {
  const { t, i18n } = useTranslation('parent');
  const progress = useChildProgress(childId);
  const [figure, W] = useElementWidth<HTMLElement>(DEFAULT_WIDTH);
  // A week label is about 40 px wide at 12 px: label every second week, every third on a phone.
  const labelEvery = W < 420 ? 3 : 2;
  const weeks = progress.data ?? [];
  const max = Math.max(10, ...weeks.map((w) => w.xp));
  const step = (W - PAD * 2) / Math.max(1, weeks.length);
  return (
    <Section title={t('progress.title')}>
      <QueryState
        isLoading={progress.isPending}
        error={progress.error}
        onRetry={() => void progress.refetch()}
      />
      {progress.data && (
        <figure ref={figure} className="parent-chart">
          <svg viewBox={`0 0 ${W} ${H + 24}`} role="img" aria-label={t('progress.chartLabel')}>
            <line x1={PAD} x2={W - PAD} y1={H} y2={H} className="parent-chart__axis" />
            {weeks.map((w, i) => {
              const h = (w.xp / max) * (H - 20);
              return (
                <g key={w.week_start}>
                  <rect
                    x={PAD + i * step + 4}
                    y={H - h}
                    width={step - 8}
                    height={h}
                    rx={3}
                    className="parent-chart__bar"
                  />
                  {w.xp > 0 && (
                    <text
                      x={PAD + i * step + step / 2}
                      y={H - h - 4}
                      textAnchor="middle"
                      className="parent-chart__value"
                    >
                      {w.xp}
                    </text>
                  )}
                  {i % labelEvery === 0 && (
                    <text
                      x={PAD + i * step + step / 2}
                      y={H + 16}
                      textAnchor="middle"
                      className="parent-chart__tick"
                    >
                      {formatDate(w.week_start, i18n.language).replace(/,? \d{4}$/, '')}
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
                <caption className="parent-visually-hidden">{t('progress.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('progress.week')}</th>
                    <th scope="col">{t('progress.xp')}</th>
                    <th scope="col">{t('progress.tasks')}</th>
                    <th scope="col">{t('progress.total')}</th>
                  </tr>
                </thead>
                <tbody>
                  {weeks.map((w) => (
                    <tr key={w.week_start}>
                      <th scope="row">{formatDate(w.week_start, i18n.language)}</th>
                      <td>{w.xp}</td>
                      <td>{w.tasks}</td>
                      <td>{w.cumulative_xp}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </figcaption>
        </figure>
      )}
    </Section>
  );
}
