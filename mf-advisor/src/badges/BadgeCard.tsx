import { useTranslation } from '@optio/i18n';

export interface BadgeCardProps {
  name: string;
  description: string;
  identity: string;
  pillar: string;
  imageUrl: string | null;
  minQuests: number;
  minXp: number;
  questCount: number;
  active: boolean;
}

/** The badge card as students see it; the editor shows it as a live preview. */
export function BadgeCard(props: BadgeCardProps) {
  const { t } = useTranslation('advisor');
  const pillar = props.pillar ? t(`pillars.${props.pillar}`) : '';
  return (
    <article className={`advisor-badge-card advisor-pillar--${props.pillar || 'none'}`}>
      <div className="advisor-badge-card__art">
        {props.imageUrl ? (
          <img src={props.imageUrl} alt="" width={96} height={96} />
        ) : (
          <span aria-hidden="true">{pillar.slice(0, 1) || '★'}</span>
        )}
      </div>
      <h3>{props.name || t('editor.preview.untitled')}</h3>
      {pillar && <p className="advisor-badge-card__pillar">{pillar}</p>}
      {props.identity && <p className="advisor-badge-card__identity">“{props.identity}”</p>}
      {props.description && <p>{props.description}</p>}
      <p className="advisor-muted">
        {t('editor.preview.requirements', {
          quests: props.minQuests || 0,
          linked: props.questCount,
          xp: props.minXp || 0,
        })}
      </p>
      {!props.active && <p className="advisor-muted">{t('editor.preview.inactive')}</p>}
    </article>
  );
}
