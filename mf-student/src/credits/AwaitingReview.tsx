import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import type { AwaitingReview as AwaitingReviewData } from '@optio/contracts/records';

/**
 * Review before credit on /credits: XP of personal tasks and private quests that waits for a
 * reviewer (or was returned), shown apart from the credits it does not count toward yet.
 */
export function AwaitingReview({ review }: { review: AwaitingReviewData }) {
  const { t } = useTranslation('records');
  return (
    <section
      className="student-panel student-section"
      aria-labelledby="credits-review-title"
      data-testid="credits-awaiting-review"
    >
      <h2 id="credits-review-title">{t('credits.review.title')}</h2>
      {review.items.length === 0 ? (
        <p className="student-muted">{t('credits.review.none')}</p>
      ) : (
        <>
          <p>
            {t('credits.review.pendingXp', { count: review.pending_xp })}
            {review.returned_xp > 0 && (
              <> {t('credits.review.returnedXp', { count: review.returned_xp })}</>
            )}
          </p>
          <ul>
            {review.items.map((i) => (
              <li key={i.task_id}>
                <Link to={`/quests/${i.quest_id}`}>{i.task_title}</Link> (
                {t('credits.review.xp', { count: i.xp })}):{' '}
                <strong>{t(`credits.review.status.${i.status}`)}</strong>
                {i.status === 'returned' && i.comment && (
                  <> {t('credits.review.comment', { comment: i.comment })}</>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="student-muted">{t('credits.review.hint')}</p>
    </section>
  );
}
