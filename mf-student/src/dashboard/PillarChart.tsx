import { useTranslation } from '@optio/i18n';
import { useElementWidth } from '@optio/ui';
import type { Pillar } from '../api/types';
import { pillarBars } from './chartScale';

const DEFAULT_WIDTH = 560;
const ROW = 40;
const BAR = 24;
const VALUE_SPACE = 64;

/**
 * XP per pillar as a horizontal SVG bar chart. The SVG is an image with a summary name; the
 * same numbers follow as a list (visible) so nothing depends on seeing the bars.
 */
export function PillarChart({ xp }: { xp: Record<Pillar, number> }) {
  const { t } = useTranslation('student');
  const [figure, WIDTH] = useElementWidth<HTMLElement>(DEFAULT_WIDTH);
  const LABEL = 130;
  const narrow = WIDTH < 420;
  const length = Math.max(40, WIDTH - LABEL - VALUE_SPACE);
  const { bars, ticks, max } = pillarBars(xp, length);
  const height = bars.length * ROW + 24;

  return (
    <figure ref={figure} className="student-chart" data-testid="xp-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={t('dashboard.chartLabel')}
        className="student-chart__svg"
      >
        {ticks.map((tick, i) => {
          const x = LABEL + (tick / max) * length;
          // On a phone every other tick keeps its label: five 12 px numbers would overlap.
          const labelled = !narrow || i % 2 === 0;
          return (
            <g key={tick} aria-hidden="true">
              <line x1={x} x2={x} y1={0} y2={bars.length * ROW} className="student-chart__grid" />
              {labelled && (
                <text
                  x={x}
                  y={bars.length * ROW + 16}
                  textAnchor="middle"
                  className="student-chart__tick"
                >
                  {Math.round(tick)}
                </text>
              )}
            </g>
          );
        })}
        {bars.map((b, i) => {
          const y = i * ROW + (ROW - BAR) / 2;
          return (
            <g key={b.pillar} data-pillar={b.pillar}>
              <text
                x={LABEL - 8}
                y={y + BAR / 2}
                dominantBaseline="middle"
                textAnchor="end"
                className="student-chart__label"
              >
                {t(`pillars.${b.pillar}`)}
              </text>
              <rect
                x={LABEL}
                y={y}
                width={Math.max(b.size, b.value > 0 ? 2 : 0)}
                height={BAR}
                rx={4}
                style={{ fill: `var(--optio-pillar-${b.pillar})` }}
              />
              <text
                x={LABEL + b.size + 6}
                y={y + BAR / 2}
                dominantBaseline="middle"
                className="student-chart__value"
              >
                {t('common.xp', { count: b.value })}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="student-visually-hidden" aria-label={t('dashboard.chartTextAlt')}>
          {bars.map((b) => (
            <li key={b.pillar}>
              {t(`pillars.${b.pillar}`)}: {t('common.xp', { count: b.value })}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
