import { useTranslation } from '@optio/i18n';
import type { Pillar } from '../api/types';

export function PillarTag({ pillar }: { pillar: Pillar }) {
  const { t } = useTranslation('student');
  return (
    <span className={`student-pillar student-pillar--${pillar}`} data-pillar={pillar}>
      {t(`pillars.${pillar}`)}
    </span>
  );
}
