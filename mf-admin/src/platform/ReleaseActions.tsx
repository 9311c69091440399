import { useState } from 'react';
import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, Modal, notify } from '@optio/ui';
import type { AppReleases } from './api/getReleases';
import { useReleaseAction, type ReleaseAction } from './api/releaseActions';
import { PLATFORM_NS } from './i18n';

/**
 * Rollback (to the release before the live one) and Promote (the canary to everyone), each
 * confirmed in a dialog first. The server checks the admin role and writes the audit log.
 */
export function ReleaseActions({ app, releases }: { app: string; releases: AppReleases | null }) {
  const { t } = useTranslation(PLATFORM_NS);
  const action = useReleaseAction(app);
  const [confirming, setConfirming] = useState<ReleaseAction | null>(null);
  const canRollback = (releases?.history.length ?? 0) > 1;
  const canary = releases?.canary ?? null;

  const run = (what: ReleaseAction) =>
    action.mutate(what, {
      onSuccess: () => {
        setConfirming(null);
        notify.success(t(`actions.${what}Done`, { app }));
      },
      onError: () => setConfirming(null),
    });

  return (
    <div className="platform-actions">
      <Button variant="secondary" disabled={!canRollback} onClick={() => setConfirming('rollback')}>
        {t('actions.rollback')}
      </Button>
      <Button variant="secondary" disabled={!canary} onClick={() => setConfirming('promote')}>
        {t('actions.promote')}
      </Button>
      {action.isError && <FormError message={serverMessage(action.error) ?? t('actions.failed')} />}
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? t(`actions.${confirming}Title`, { app }) : ''}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('actions.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={action.isPending}
              onClick={() => confirming && run(confirming)}
            >
              {confirming ? t(`actions.${confirming}Confirm`) : ''}
            </Button>
          </>
        }
      >
        <p>
          {confirming === 'rollback' &&
            t('actions.rollbackBody', { app, version: releases?.live?.version ?? '' })}
          {confirming === 'promote' &&
            t('actions.promoteBody', { app, version: canary?.version ?? '' })}
        </p>
      </Modal>
    </div>
  );
}
