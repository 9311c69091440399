import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import type { ReviewItem } from '@optio/contracts/records';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, Modal, TextArea } from '@optio/ui';
import { useDecideReview } from './api/decideReview';

export type Decision = 'approve' | 'return';

// REVIEW_COMMENT_MAX of @optio/contracts/records: that subpath is not a shared module, so a
// value import would bundle zod into this remote. The server checks the limit either way.
const COMMENT_MAX = 2000;

interface DecisionDialogProps {
  item: ReviewItem;
  decision: Decision | null;
  onClose: () => void;
  onDecided: (item: ReviewItem) => void;
}

/**
 * Confirms a decision before it is sent: approving counts the XP toward credits for good, and
 * returning needs a comment the student will read.
 */
export function DecisionDialog({ item, decision, onClose, onDecided }: DecisionDialogProps) {
  const { t } = useTranslation('advisor');
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const decide = useDecideReview({ onSuccess: onDecided });
  const name = item.student.first_name;
  const title = item.task.title;
  const fields = serverFieldErrors(decide.error);
  const formError =
    decide.isError && !fields.comment
      ? (serverMessage(decide.error) ?? t('reviews.tryAgainLater'))
      : undefined;

  const close = () => {
    decide.reset();
    setCommentError(undefined);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decision === 'approve') {
      decide.mutate({ taskId: item.task_id, body: { decision: 'approve' } });
      return;
    }
    const text = comment.trim();
    if (!text) {
      setCommentError(t('reviews.commentRequired'));
      return;
    }
    setCommentError(undefined);
    decide.mutate({ taskId: item.task_id, body: { decision: 'return', comment: text } });
  };

  const formId = `review-decision-${item.task_id}`;
  return (
    <Modal
      open={decision !== null}
      onClose={close}
      title={
        decision === 'return'
          ? t('reviews.returnTitle', { title })
          : t('reviews.approveTitle', { title })
      }
      footer={
        <div className="advisor-actions">
          <Button
            type="submit"
            form={formId}
            loading={decide.isPending}
            loadingLabel={t('reviews.sending')}
          >
            {decision === 'return' ? t('reviews.confirmReturn') : t('reviews.confirmApprove')}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('reviews.cancel')}
          </Button>
        </div>
      }
    >
      <form id={formId} className="advisor-form" onSubmit={submit} noValidate>
        <FormError message={formError} />
        {decision === 'return' ? (
          <>
            <p>{t('reviews.returnExplain', { name, xp: item.xp })}</p>
            <TextArea
              label={t('reviews.commentLabel', { name })}
              hint={t('reviews.commentHint')}
              value={comment}
              maxLength={COMMENT_MAX}
              rows={4}
              required
              onChange={(e) => setComment(e.target.value)}
              error={commentError ?? fields.comment}
            />
          </>
        ) : (
          <p>{t('reviews.approveExplain', { name, xp: item.xp })}</p>
        )}
      </form>
    </Modal>
  );
}
