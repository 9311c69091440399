import { useState } from 'react';
import type { ReviewItem, ReviewQueue } from '@optio/contracts/records';
import { useTranslation } from '@optio/i18n';
import { Link } from '@optio/router';
import { useSession } from '@optio/session';
import { QueryState } from '@optio/ui';
import { useReviewQueue } from './api/getReviewQueue';
import { DiplomaSignOffs } from './DiplomaSignOffs';
import { queueRows } from './queueItems';
import { ReviewItemCard } from './ReviewItemCard';

/** Each assigned student's reviewed credits and the XP still waiting for review. */
function StudentSummaries({ students }: { students: ReviewQueue['students'] }) {
  const { t } = useTranslation('advisor');
  if (students.length === 0) return null;
  return (
    <section className="advisor-panel" aria-labelledby="review-students-title">
      <h2 id="review-students-title">{t('reviews.studentsTitle')}</h2>
      <ul className="advisor-students">
        {students.map((s) => (
          <li key={s.student.id}>
            <Link to={`/advisor/students/${s.student.id}`}>
              {s.student.first_name} {s.student.last_name}
            </Link>
            <span>
              {t('reviews.studentCredits', {
                earned: s.credits_earned,
                required: s.credits_required,
              })}{' '}
              {t('reviews.studentPending', { count: s.pending_xp })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Queue({ queue }: { queue: ReviewQueue }) {
  const { t } = useTranslation('advisor');
  const [decided, setDecided] = useState<ReviewItem[]>([]);
  const rows = queueRows(queue.items, decided);
  const waiting = rows.filter((r) => r.status === 'pending').length;
  return (
    <>
      <section className="advisor-panel" aria-labelledby="review-items-title">
        <h2 id="review-items-title">{t('reviews.pendingTitle')}</h2>
        <p aria-live="polite">{t('reviews.waiting', { count: waiting })}</p>
        {rows.length === 0 ? (
          <p className="advisor-note">{t('reviews.empty')}</p>
        ) : (
          <ul className="advisor-reviews">
            {rows.map((item) => (
              <ReviewItemCard
                key={item.task_id}
                item={item}
                onDecided={(done) => setDecided((prev) => [...prev, done])}
              />
            ))}
          </ul>
        )}
      </section>
      <DiplomaSignOffs diplomas={queue.diplomas} />
      <StudentSummaries students={queue.students} />
    </>
  );
}

/**
 * /advisor/reviews: personal tasks and private-quest tasks of the advisor's students that count
 * toward credits only once reviewed, and diplomas waiting for a sign-off (docs/product.md
 * "Review before credit").
 */
export function ReviewQueuePage() {
  const { t } = useTranslation('advisor');
  // Educators share the advisor workspace for badges but review nobody's work.
  const reviews = useSession().user?.role === 'advisor';
  return (
    <section className="advisor-page" aria-labelledby="reviews-title">
      <h1 id="reviews-title">{t('reviews.title')}</h1>
      <p className="advisor-lead">{t('reviews.lead')}</p>
      {reviews ? <AdvisorQueue /> : <p>{t('reviews.advisorsOnly')}</p>}
    </section>
  );
}

function AdvisorQueue() {
  const queue = useReviewQueue();
  return (
    <>
      <QueryState
        isLoading={queue.isPending}
        error={queue.error}
        onRetry={() => void queue.refetch()}
      />
      {queue.data && <Queue queue={queue.data} />}
    </>
  );
}
