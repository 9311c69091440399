import { useState } from 'react';
import type { ReviewItem } from '@optio/contracts/records';
import { formatDate, useTranslation } from '@optio/i18n';
import { Button, notify } from '@optio/ui';
import { DecisionDialog, type Decision } from './DecisionDialog';
import { DoneStatus } from './DoneStatus';
import { ReviewEvidence } from './ReviewEvidence';

interface ReviewItemCardProps {
  item: ReviewItem;
  onDecided: (item: ReviewItem) => void;
}

/** The outcome of a decision, in place of its buttons. */
function DecisionDone({ item }: { item: ReviewItem }) {
  const { t } = useTranslation('advisor');
  const name = item.student.first_name;
  return (
    <DoneStatus tone={item.status === 'returned' ? 'returned' : 'approved'}>
      {item.status === 'approved'
        ? t('reviews.doneApproved', { name, xp: item.xp })
        : t('reviews.doneReturned', { name, comment: item.comment ?? '' })}
    </DoneStatus>
  );
}

/** One piece of pending work: who did it where, its evidence, and Approve or Return. */
export function ReviewItemCard({ item, onDecided }: ReviewItemCardProps) {
  const { t } = useTranslation('advisor');
  const [decision, setDecision] = useState<Decision | null>(null);
  const title = item.task.title;
  const decided = (done: ReviewItem) => {
    setDecision(null);
    notify.success(
      done.status === 'approved'
        ? t('reviews.toastApproved', { title })
        : t('reviews.toastReturned', { title }),
    );
    onDecided(done);
  };
  return (
    <li className="advisor-review" data-testid="review-item">
      <h3 className="advisor-review__title">{title}</h3>
      <p className="advisor-review__meta">
        {t('reviews.by', {
          name: `${item.student.first_name} ${item.student.last_name}`,
          quest: item.quest.title,
        })}
      </p>
      <p className="advisor-review__meta advisor-muted">
        {t('reviews.facts', {
          xp: item.xp,
          pillar: t(`pillars.${item.task.pillar}`),
          date: formatDate(item.completed_at),
        })}
      </p>
      {item.task.description && <p>{item.task.description}</p>}
      <h4 className="advisor-subheading">{t('reviews.evidence')}</h4>
      <ReviewEvidence item={item} />
      {item.status === 'pending' ? (
        <div className="advisor-actions">
          <Button
            onClick={() => setDecision('approve')}
            aria-label={t('reviews.approveNamed', { title })}
          >
            {t('reviews.approve')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setDecision('return')}
            aria-label={t('reviews.returnNamed', { title })}
          >
            {t('reviews.return')}
          </Button>
        </div>
      ) : (
        <DecisionDone item={item} />
      )}
      {item.status === 'pending' && (
        <DecisionDialog
          item={item}
          decision={decision}
          onClose={() => setDecision(null)}
          onDecided={decided}
        />
      )}
    </li>
  );
}
