import { useTranslation } from 'react-i18next';
import { PILLARS, type Pillar } from '../constants';
import './XpChart.css';

interface Props {
  xp: Record<Pillar, number>;
  bonus: Record<Pillar, number>;
}

/**
 * XP per pillar as horizontal bars. The bars are decoration (aria-hidden); every value is also
 * written out as text in the same list item, which is the chart's text alternative.
 */
export function XpChart({ xp, bonus }: Props) {
  const { t } = useTranslation('demo');
  const total = PILLARS.reduce((sum, p) => sum + xp[p], 0);
  const scale = Math.max(200, ...PILLARS.map((p) => xp[p]));
  return (
    <figure className="demo-chart" aria-labelledby="demo-chart-title" data-testid="xp-chart">
      <figcaption id="demo-chart-title" className="demo-chart-title">
        {t('chart.title')}
      </figcaption>
      <ul className="demo-chart-list">
        {PILLARS.map((p) => (
          <li key={p} className="demo-chart-row" data-pillar={p} data-xp={xp[p]}>
            <span className="demo-chart-label">{t(`pillars.${p}`)}</span>
            <span className="demo-chart-track" aria-hidden="true">
              <span
                className="demo-chart-bar"
                style={{
                  width: `${Math.round((xp[p] / scale) * 100)}%`,
                  background: `var(--optio-pillar-${p})`,
                }}
              />
            </span>
            <span className="demo-chart-value">
              {t('chart.value', { xp: xp[p] })}
              {bonus[p] > 0 && (
                <span className="demo-chart-bonus"> ({t('chart.bonus', { bonus: bonus[p] })})</span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <p className="demo-chart-total" data-testid="xp-total">
        {total > 0 ? t('chart.total', { xp: total }) : t('chart.empty')}
      </p>
    </figure>
  );
}
