import { useState } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import type { ReviewItem } from '@optio/contracts/records';
import { useTranslation } from '@optio/i18n';
import { Alert, Button, Checkbox, ReviewEvidenceList, TextArea, notify } from '@optio/ui';
import { useDecideReview } from '../api/decideReview';
import { useFamilyReview, useSetFamilyReview } from '../api/familyReviewSettings';
import { useReviews } from '../api/getReviews';
import { useSignOffDiploma } from '../api/signOffDiploma';
import { Section } from '../components/Section';
import { formatDate } from '../components/format';

/** One piece of pending work: what the child did, and approve or return it with a comment. */
function ReviewRow({ item }: { item: ReviewItem }) {
  const { t, i18n } = useTranslation('parent');
  const decide = useDecideReview();
  const [returning, setReturning] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fields = serverFieldErrors(decide.error);
  const approve = () =>
    decide.mutate(
      { taskId: item.task_id, body: { decision: 'approve' } },
      { onSuccess: () => notify.success(t('review.approved', { title: item.task.title })) },
    );
  const sendBack = () => {
    if (!comment.trim()) {
      setError(t('review.commentRequired'));
      return;
    }
    setError(null);
    decide.mutate(
      { taskId: item.task_id, body: { decision: 'return', comment: comment.trim() } },
      { onSuccess: () => notify.success(t('review.returned', { title: item.task.title })) },
    );
  };
  return (
    <li className="parent-list__row parent-review" data-testid="review-item">
      <div>
        <p>
          <strong>{item.task.title}</strong> · {item.quest.title} ·{' '}
          {t('common.xp', { count: item.xp })} ·{' '}
          <small>{formatDate(item.completed_at, i18n.language)}</small>
        </p>
        {item.task.description && <p>{item.task.description}</p>}
        <ReviewEvidenceList
          evidence={item.evidence}
          label={t('review.evidence')}
          held={t('review.held')}
          className="parent-review__evidence"
        />
        {item.status === 'pending' && item.comment && (
          <p className="parent-review__earlier" data-testid="review-earlier-comment">
            {t('review.earlierComment', { comment: item.comment })}
          </p>
        )}
        {decide.error && !fields.comment && (
          <Alert tone="error">{serverMessage(decide.error) ?? t('common.tryAgainLater')}</Alert>
        )}
        {returning && (
          <TextArea
            label={t('review.commentLabel', { title: item.task.title })}
            value={comment}
            maxLength={2000}
            required
            onChange={(e) => setComment(e.target.value)}
            error={error ?? fields.comment}
          />
        )}
      </div>
      <span className="parent-actions">
        {returning ? (
          <>
            <Button onClick={sendBack} disabled={decide.isPending}>
              {t('review.sendBack')}
            </Button>
            <Button variant="secondary" onClick={() => setReturning(false)}>
              {t('common.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button
              onClick={approve}
              disabled={decide.isPending}
              aria-label={t('review.approveNamed', { title: item.task.title })}
            >
              {t('common.approve')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setReturning(true)}
              aria-label={t('review.returnNamed', { title: item.task.title })}
            >
              {t('review.return')}
            </Button>
          </>
        )}
      </span>
    </li>
  );
}

/** Review before credit for one child: who reviews, the work waiting, and the diploma sign-off. */
export function ReviewCard({ childId, childName }: { childId: string; childName: string }) {
  const { t } = useTranslation('parent');
  const setting = useFamilyReview(childId);
  const setReview = useSetFamilyReview(childId);
  const queue = useReviews();
  const signOff = useSignOffDiploma();
  const s = setting.data;
  const items = queue.data?.items.filter((i) => i.student.id === childId) ?? [];
  const summary = queue.data?.students.find((x) => x.student.id === childId);
  const diploma = queue.data?.diplomas.find((d) => d.student.id === childId);
  return (
    <Section title={t('review.title')}>
      {s && (
        <>
          <p>
            {s.advisor_assigned
              ? t('review.byAdvisor', { name: childName })
              : s.require_advisor_review
                ? t('review.advisorRequired', { name: childName })
                : s.parent_review
                  ? t('review.byParent', { name: childName })
                  : t('review.byNobody', { name: childName })}
          </p>
          {!s.advisor_assigned && !s.require_advisor_review && (
            <Checkbox
              label={t('review.toggle', { name: childName })}
              checked={s.parent_review}
              disabled={setReview.isPending}
              onChange={(e) => setReview.mutate(e.target.checked)}
            />
          )}
        </>
      )}
      {summary && (
        <p data-testid="review-credits">
          {t('review.credits', {
            name: childName,
            earned: summary.credits_earned,
            required: summary.credits_required,
          })}{' '}
          {summary.pending_xp > 0 && t('review.pendingXp', { count: summary.pending_xp })}
        </p>
      )}
      {s?.reviewer === 'parent' && (
        <>
          <h4>{t('review.pendingTitle')}</h4>
          {items.length === 0 ? (
            <p>{t('review.nothing')}</p>
          ) : (
            <ul className="parent-list">
              {items.map((item) => (
                <ReviewRow key={item.task_id} item={item} />
              ))}
            </ul>
          )}
          {diploma && (
            <div role="group" aria-label={t('review.diplomaTitle')}>
              <h4>{t('review.diplomaTitle')}</h4>
              <p>{t('review.diplomaReady', { name: childName })}</p>
              {signOff.error && (
                <Alert tone="error">
                  {serverMessage(signOff.error) ?? t('common.tryAgainLater')}
                </Alert>
              )}
              <Button
                onClick={() =>
                  signOff.mutate(childId, {
                    onSuccess: () => notify.success(t('review.signedOff', { name: childName })),
                  })
                }
                disabled={signOff.isPending}
              >
                {t('review.signOff')}
              </Button>
            </div>
          )}
        </>
      )}
    </Section>
  );
}
