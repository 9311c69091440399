import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { useBadgeRecommendations } from '../records/api/getBadgeRecommendations';

/** Badges an advisor suggested to me; nothing is shown until there is one. */
export function RecommendedBadges() {
  const { t } = useTranslation('records');
  const recommendations = useBadgeRecommendations();
  const list = recommendations.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="student-panel" aria-labelledby="recommended-badges-title">
      <h2 id="recommended-badges-title">{t('badges.recommended.title')}</h2>
      <ul className="student-rec-recommended">
        {list.map((r) => (
          <li key={r.badge_id}>
            <Link to={`/badges/${r.badge_id}`}>
              {t('badges.recommended.open', { name: r.badge_name })}
            </Link>{' '}
            <span className="student-muted">
              {t('badges.recommended.by', {
                name: `${r.advisor.first_name} ${r.advisor.last_name}`.trim(),
              })}
            </span>
            {r.note ? <p>{r.note}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
