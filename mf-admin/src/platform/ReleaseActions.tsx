import { useState } from 'react';
import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, Modal, notify } from '@optio/ui';
import type { PlatformApp } from '@optio/contracts/releases';
import { rollbackTarget } from './rollbackTarget';
import { useReleaseAction, type ReleaseAction } from './api/releaseActions';
import { PLATFORM_NS } from './i18n';

/**
 * Rollback (to the release before the live one) and Promote (the canary to everyone), each
 * confirmed in a dialog first. The server checks the admin role and writes the audit log.
 */
export function ReleaseActions({ app, releases }: { app: string; releases: PlatformApp | null }) {
  const { t } = useTranslation(PLATFORM_NS);
  const action = useReleaseAction(app);
  const [confirming, setConfirming] = useState<ReleaseAction | null>(null);
  const target = rollbackTarget(releases);
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
      <Button
        variant="secondary"
        disabled={!target}
        aria-describedby={target ? undefined : `${app}-no-rollback`}
        onClick={() => setConfirming('rollback')}
      >
        {t('actions.rollback')}
      </Button>
      <Button
        variant="secondary"
        disabled={!canary}
        aria-describedby={canary ? undefined : `${app}-no-canary`}
        onClick={() => setConfirming('promote')}
      >
        {t('actions.promote')}
      </Button>
      {!target && (
        <p id={`${app}-no-rollback`} className="platform-action-note">
          {t('actions.noRollback')}
        </p>
      )}
      {!canary && (
        <p id={`${app}-no-canary`} className="platform-action-note">
          {t('actions.noCanary')}
        </p>
      )}
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
            t('actions.rollbackBody', {
              app,
              version: releases?.live?.version ?? '',
              target: target ?? '',
            })}
          {confirming === 'promote' &&
            t('actions.promoteBody', { app, version: canary?.version ?? '' })}
        </p>
      </Modal>
    </div>
  );
}
