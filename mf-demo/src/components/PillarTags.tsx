import { useTranslation } from 'react-i18next';
import type { Pillar } from '../constants';

export function PillarTag({ pillar }: { pillar: Pillar }) {
  const { t } = useTranslation('demo');
  return (
    <span className="demo-pillar" style={{ borderColor: `var(--optio-pillar-${pillar})` }}>
      <span
        className="demo-pillar-dot"
        style={{ background: `var(--optio-pillar-${pillar})` }}
        aria-hidden="true"
      />
      {t(`pillars.${pillar}`)}
    </span>
  );
}
