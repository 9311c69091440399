import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, Button } from '@optio/ui';
import { formatDay } from '../records/format';
import { useSetVisibility } from '../records/api/setVisibility';
import type { Visibility } from '../records/api/types';

/**
 * Public/private switch for the diploma or the portfolio. Under 13 "make public" becomes a
 * request a parent approves; until then it says so and stays private.
 */
export function VisibilityControl({
  target,
  state,
  publicPath,
  disabledReason,
}: {
  target: 'diploma' | 'portfolio';
  state: Visibility;
  publicPath: string | null;
  disabledReason?: string;
}) {
  const { t, i18n } = useTranslation('records');
  const set = useSetVisibility(target);
  const what = t(`visibility.${target}`);
  return (
    <div className="student-rec-visibility">
      <p>
        <strong>
          {state.public ? t('visibility.isPublic', { what }) : t('visibility.isPrivate', { what })}
        </strong>
      </p>
      {state.public && publicPath && (
        <p>
          {t('visibility.publicAt')}{' '}
          <a href={publicPath} target="_blank" rel="noreferrer">
            {`${window.location.origin}${publicPath}`}
            <span className="student-visually-hidden"> {t('visibility.newTab')}</span>
          </a>
        </p>
      )}
      {state.pending_request && (
        <p role="status" className="student-rec-pending">
          {t('visibility.pending', {
            date: formatDay(state.pending_request.created_at, i18n.language),
          })}
        </p>
      )}
      {!state.public && state.needs_parent_approval && !state.pending_request && (
        <p className="student-muted">{t('visibility.parentNeeded')}</p>
      )}
      {disabledReason && <p className="student-muted">{disabledReason}</p>}
      <div className="student-actions">
        {state.public || state.pending_request ? (
          <Button variant="secondary" loading={set.isPending} onClick={() => set.mutate(false)}>
            {state.public ? t('visibility.makePrivate', { what }) : t('visibility.withdraw')}
          </Button>
        ) : (
          <Button
            loading={set.isPending}
            disabled={!!disabledReason}
            onClick={() => set.mutate(true)}
          >
            {state.needs_parent_approval
              ? t('visibility.askParent')
              : t('visibility.makePublic', { what })}
          </Button>
        )}
      </div>
      {set.isError && (
        <Alert tone="error" title={t('common.saveFailed')}>
          <p>{serverMessage(set.error) ?? t('common.tryAgain')}</p>
        </Alert>
      )}
    </div>
  );
}
