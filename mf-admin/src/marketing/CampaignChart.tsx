import type { CampaignRow } from '@optio/contracts/leads';

export type Metric = 'visits' | 'leads' | 'signups';
export const METRICS: readonly Metric[] = ['visits', 'leads', 'signups'];

export interface ChartProps {
  rows: CampaignRow[];
  /** The row's label ("/promo · spring-sale"). */
  labelOf: (row: CampaignRow) => string;
  metricLabel: (metric: Metric) => string;
  /** The chart's accessible name; the table beside it holds the same figures. */
  title: string;
}

const BAR = 14;
const GAP = 4;
const GROUP_GAP = 14;
const LABEL_W = 230;
const WIDTH = 640;

/**
 * Visits, leads and sign-ups per row as grouped horizontal bars, each metric on its own scale
 * (visits outnumber leads many times over). Plain SVG: the repo has no chart library, and a
 * bar chart needs none. The bars scale with the box, so it fits a 390 px screen.
 */
export function CampaignChart({ rows, labelOf, metricLabel, title }: ChartProps) {
  const max: Record<Metric, number> = {
    visits: Math.max(1, ...rows.map((r) => r.visits)),
    leads: Math.max(1, ...rows.map((r) => r.leads)),
    signups: Math.max(1, ...rows.map((r) => r.signups)),
  };
  const groupH = METRICS.length * (BAR + GAP) + GROUP_GAP;
  const legendH = 28;
  const height = legendH + rows.length * groupH;
  const barW = WIDTH - LABEL_W - 50;
  return (
    <figure className="marketing-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={title}
        preserveAspectRatio="xMinYMin meet"
      >
        {METRICS.map((m, i) => (
          <g key={m} transform={`translate(${i * 150}, 4)`}>
            <rect width={12} height={12} className={`marketing-bar marketing-bar--${m}`} />
            <text x={18} y={11} className="marketing-chart-text">
              {metricLabel(m)}
            </text>
          </g>
        ))}
        {rows.map((row, r) => {
          const y0 = legendH + r * groupH;
          return (
            <g key={`${row.page}|${row.campaign ?? ''}`}>
              <text x={0} y={y0 + BAR + 6} className="marketing-chart-text">
                {labelOf(row).slice(0, 34)}
              </text>
              {METRICS.map((m, i) => {
                const w = Math.round((row[m] / max[m]) * barW);
                const y = y0 + i * (BAR + GAP);
                return (
                  <g key={m}>
                    <rect
                      x={LABEL_W}
                      y={y}
                      width={Math.max(w, row[m] > 0 ? 2 : 0)}
                      height={BAR}
                      className={`marketing-bar marketing-bar--${m}`}
                    />
                    <text x={LABEL_W + w + 6} y={y + BAR - 3} className="marketing-chart-text">
                      {row[m]}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
