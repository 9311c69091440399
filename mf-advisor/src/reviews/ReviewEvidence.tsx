import type { ReviewItem } from '@optio/contracts/records';
import { useTranslation } from '@optio/i18n';
import { ReviewEvidenceList } from '@optio/ui';

/** The evidence the student submitted with the task: text, links and files, in order. */
export function ReviewEvidence({ item }: { item: ReviewItem }) {
  const { t } = useTranslation('advisor');
  return (
    <ReviewEvidenceList
      evidence={item.evidence}
      label={t('reviews.evidenceOf', { title: item.task.title })}
      held={t('reviews.held')}
      // Staff see only that confidential evidence exists.
      confidential={t('student.confidential')}
      empty={t('reviews.noEvidence')}
      className="advisor-review__evidence"
      mutedClassName="advisor-muted"
    />
  );
}
