import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { PillarTag } from '../components/PillarTag';
import { CredentialDownloadButton } from '../credentials/CredentialDownloadButton';
import { ProgressBar } from '../components/ProgressBar';
import type { Badge } from '../records/api/types';

export function BadgeStatusTag({ badge }: { badge: Badge }) {
  const { t } = useTranslation('records');
  return (
    <span className={`student-rec-status student-rec-status--${badge.status}`}>
      {t(`badges.status.${badge.status}`)}
    </span>
  );
}

export function BadgeEmblem({ badge }: { badge: Badge }) {
  return badge.image_url ? (
    <img className="student-rec-emblem" src={badge.image_url} alt="" width={56} height={56} />
  ) : (
    <span
      className={`student-rec-emblem student-rec-emblem--${badge.primary_pillar}`}
      aria-hidden="true"
    >
      {badge.name.slice(0, 1)}
    </span>
  );
}

/** A badge name as a file name part: lower case, letters and digits joined by dashes. */
const fileSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** One badge in a grid: emblem, name (the link), identity statement, progress and status. */
export function BadgeCard({ badge }: { badge: Badge }) {
  const { t } = useTranslation('records');
  return (
    <li className="student-rec-card">
      <div className="student-rec-card__head">
        <BadgeEmblem badge={badge} />
        <div>
          <h2 className="student-rec-card__title">
            <Link to={`/badges/${badge.id}`}>{badge.name}</Link>
          </h2>
          <PillarTag pillar={badge.primary_pillar} />
        </div>
      </div>
      <p className="student-rec-card__identity">{badge.identity_statement}</p>
      <ProgressBar
        value={badge.progress}
        label={t('badges.progressOf', { name: badge.name })}
        valueText={t('badges.percent', { value: badge.progress })}
      />
      <p className="student-rec-card__foot">
        <BadgeStatusTag badge={badge} />
        <span className="student-muted">{t('badges.percent', { value: badge.progress })}</span>
      </p>
      {badge.status === 'claimed' && (
        <CredentialDownloadButton
          path={`/api/credentials/badges/${badge.id}`}
          fileName={t('credential.badgeFile', { name: fileSlug(badge.name) })}
          subject={badge.name}
        />
      )}
    </li>
  );
}
